/*
 * Harmony's sandbox checkout: a stand-in for Razorpay's checkout.js that works offline.
 * Same surface: `new Razorpay(options)`, `.open()`, `.close()`, `.on('payment.failed', cb)`, and the
 * options key, amount (paise), currency, name, description, order_id, prefill {name, email, contact},
 * handler, modal.ondismiss, modal.escape, theme.color. "Pay" asks the api to sign the payment (the secret
 * never reaches the page) and hands the signed result to `handler`, exactly as Razorpay does.
 */
(function () {
  'use strict';

  if (typeof window === 'undefined' || typeof document === 'undefined') return;

  var script = document.currentScript;
  var base = script && script.src ? script.src : window.location.href;
  var AUTHORIZE_URL = new URL('/api/payment/sandbox/authorize', base).toString();
  var DECLINE_URL = new URL('/api/payment/sandbox/decline', base).toString();
  var TEST_CARD = '4111 1111 1111 1111';
  // Authorised at once, captured later (by the shop's verify, or by the sandbox a little later).
  var CAPTURE_LATER_CARD = '4000 0000 0000 0002';
  var STYLE_ID = 'harmony-sandbox-checkout-style';
  var counter = 0;

  /** POSTs {order_id, ...extra} to the api; the answer's body, or an Error with the api's message. */
  function postOrder(url, orderId, extra) {
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(Object.assign({ order_id: orderId }, extra)),
      credentials: 'omit',
    }).then(function (response) {
      return response
        .json()
        .catch(function () {
          return null;
        })
        .then(function (body) {
          if (!response.ok) throw new Error((body && body.message) || 'The payment could not be made.');
          return body;
        });
    });
  }

  function rupees(paise, currency) {
    var amount = Number(paise) / 100;
    try {
      return new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: currency || 'INR',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(amount);
    } catch {
      return '₹' + amount.toFixed(2);
    }
  }

  function defaultExpiry() {
    var now = new Date();
    var month = String(now.getMonth() + 1).padStart(2, '0');
    return month + '/' + String((now.getFullYear() + 3) % 100).padStart(2, '0');
  }

  function injectStyle(color) {
    var existing = document.getElementById(STYLE_ID);
    if (existing) existing.remove();
    var style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = [
      '.hsc-backdrop{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;',
      'padding:16px;background:rgba(15,23,42,.55);font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a}',
      '.hsc-dialog{position:relative;width:min(100%,400px);max-height:calc(100vh - 32px);overflow:auto;background:#fff;',
      'border-radius:14px;box-shadow:0 24px 60px rgba(15,23,42,.35)}',
      '.hsc-head{padding:18px 52px 14px 20px;background:' +
        color +
        ';color:#fff;border-radius:14px 14px 0 0}',
      '.hsc-head h2{margin:0;font-size:18px;font-weight:650}',
      '.hsc-head p{margin:2px 0 0;opacity:.9;font-size:13px}',
      '.hsc-amount{margin-top:10px;font-size:24px;font-weight:700;letter-spacing:.01em}',
      '.hsc-badge{display:inline-block;margin-top:8px;padding:2px 8px;border-radius:999px;background:rgba(255,255,255,.2);',
      'font-size:11px;font-weight:600;letter-spacing:.06em;text-transform:uppercase}',
      '.hsc-close{position:absolute;top:10px;right:10px;width:36px;height:36px;border:0;border-radius:50%;',
      'background:rgba(255,255,255,.18);color:#fff;font-size:22px;line-height:1;cursor:pointer}',
      '.hsc-close:hover,.hsc-close:focus-visible{background:rgba(255,255,255,.32)}',
      '.hsc-body{padding:16px 20px 20px}',
      '.hsc-who{margin:0 0 12px;font-size:13px;color:#475569;overflow-wrap:anywhere}',
      '.hsc-field{display:block;margin-bottom:12px}',
      '.hsc-field span{display:block;margin-bottom:4px;font-size:13px;font-weight:600;color:#334155}',
      '.hsc-field input{box-sizing:border-box;width:100%;padding:10px 12px;border:1px solid #cbd5e1;border-radius:8px;',
      'font:inherit;font-variant-numeric:tabular-nums;color:#0f172a;background:#fff}',
      '.hsc-field input:focus{outline:2px solid ' + color + ';outline-offset:1px;border-color:transparent}',
      '.hsc-row{display:flex;gap:12px}.hsc-row .hsc-field{flex:1}',
      '.hsc-note{margin:0 0 14px;font-size:12px;color:#64748b}',
      '.hsc-message{margin:0 0 12px;padding:10px 12px;border-radius:8px;font-size:13px}',
      '.hsc-message[hidden]{display:none}',
      '.hsc-error{background:#fef2f2;color:#b91c1c;border:1px solid #fecaca}',
      '.hsc-info{background:#f0f9ff;color:#075985;border:1px solid #bae6fd}',
      '.hsc-actions{display:flex;flex-direction:column;gap:8px}',
      '.hsc-pay,.hsc-fail{width:100%;padding:12px 14px;border-radius:8px;font:inherit;font-weight:650;cursor:pointer}',
      '.hsc-pay{border:0;background:' + color + ';color:#fff}',
      '.hsc-fail{border:1px solid #cbd5e1;background:#fff;color:#334155}',
      '.hsc-pay:disabled,.hsc-fail:disabled{opacity:.6;cursor:progress}',
      '.hsc-pay:focus-visible,.hsc-fail:focus-visible{outline:3px solid #0f172a;outline-offset:2px}',
      '@media (max-width:420px){.hsc-backdrop{align-items:flex-end;padding:0}',
      '.hsc-dialog{width:100%;border-radius:14px 14px 0 0;max-height:100vh}.hsc-head{border-radius:14px 14px 0 0}}',
    ].join('');
    document.head.appendChild(style);
  }

  function element(tag, attributes, children) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) {
      if (name === 'text') node.textContent = attributes[name];
      else node.setAttribute(name, attributes[name]);
    });
    (children || []).forEach(function (child) {
      if (child) node.appendChild(child);
    });
    return node;
  }

  function field(id, label, value, attributes) {
    var input = element(
      'input',
      Object.assign({ id: id, name: id, value: value, required: 'required' }, attributes),
    );
    return element('label', { class: 'hsc-field', for: id }, [element('span', { text: label }), input]);
  }

  function digits(value) {
    return String(value || '').replace(/\D/g, '');
  }

  /** Luhn's check, as a real checkout would refuse a mistyped card number. */
  function luhn(number) {
    var sum = 0;
    for (var i = 0; i < number.length; i += 1) {
      var d = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    return number.length >= 12 && sum % 10 === 0;
  }

  function cardProblem(number, expiry, cvv) {
    if (!luhn(digits(number))) return 'Please enter a valid card number.';
    var match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
    if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) return 'Please enter the expiry as MM/YY.';
    var now = new Date();
    var year = 2000 + Number(match[2]);
    var month = Number(match[1]);
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
      return 'This card has expired.';
    }
    if (!/^\d{3,4}$/.test(digits(cvv)) || digits(cvv).length !== String(cvv).trim().length) {
      return 'Please enter the 3 or 4 digit CVV.';
    }
    return null;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = Object.assign({}, options || {});
    if (!this.options.key) throw new Error('Razorpay: the key option is required');
    this._listeners = {};
    this._root = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    if (typeof callback === 'function')
      (this._listeners[event] = this._listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype._emit = function (event, payload) {
    (this._listeners[event] || []).forEach(function (callback) {
      try {
        callback(payload);
      } catch (err) {
        console.error(err);
      }
    });
  };

  Razorpay.prototype.open = function () {
    if (this._root) return this;
    var o = this.options;
    var theme = (o.theme && o.theme.color) || '#1d4ed8';
    var modal = o.modal || {};
    var prefill = o.prefill || {};
    counter += 1;
    var ids = {
      title: 'hsc-title-' + counter,
      card: 'hsc-card-' + counter,
      expiry: 'hsc-expiry-' + counter,
      cvv: 'hsc-cvv-' + counter,
      message: 'hsc-message-' + counter,
    };
    injectStyle(/^#[0-9a-f]{3,8}$/i.test(theme) ? theme : '#1d4ed8');
    this._returnFocus = document.activeElement;

    var amountText = rupees(o.amount, o.currency);
    var message = element('p', {
      id: ids.message,
      class: 'hsc-message',
      role: 'status',
      'aria-live': 'polite',
    });
    message.hidden = true;
    var pay = element('button', { type: 'submit', class: 'hsc-pay', text: 'Pay ' + amountText });
    var fail = element('button', { type: 'button', class: 'hsc-fail', text: 'Simulate failure' });
    var close = element('button', { type: 'button', class: 'hsc-close', 'aria-label': 'Close', text: '×' });
    var who = [prefill.name, prefill.email, prefill.contact].filter(Boolean).join(' · ');

    var form = element('form', { class: 'hsc-body', novalidate: 'novalidate' }, [
      who ? element('p', { class: 'hsc-who', text: who }) : null,
      field(ids.card, 'Card number', TEST_CARD, {
        inputmode: 'numeric',
        autocomplete: 'cc-number',
        maxlength: '23',
      }),
      element('div', { class: 'hsc-row' }, [
        field(ids.expiry, 'Expiry (MM/YY)', defaultExpiry(), {
          inputmode: 'numeric',
          autocomplete: 'cc-exp',
          maxlength: '7',
        }),
        field(ids.cvv, 'CVV', '123', { inputmode: 'numeric', autocomplete: 'cc-csc', maxlength: '4' }),
      ]),
      element('p', {
        class: 'hsc-note',
        text:
          'Sandbox: no money moves. Pay succeeds with any valid test card; ' +
          CAPTURE_LATER_CARD +
          ' is authorised now and captured later; Simulate failure declines it.',
      }),
      message,
      element('div', { class: 'hsc-actions' }, [pay, fail]),
    ]);

    var dialog = element(
      'div',
      { class: 'hsc-dialog', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': ids.title },
      [
        element('div', { class: 'hsc-head' }, [
          element('h2', { id: ids.title, text: o.name || 'Checkout' }),
          o.description ? element('p', { text: o.description }) : null,
          element('div', { class: 'hsc-amount', text: amountText }),
          element('span', { class: 'hsc-badge', text: 'Test mode' }),
          close,
        ]),
        form,
      ],
    );
    var root = element('div', { class: 'hsc-backdrop', 'data-testid': 'sandbox-checkout' }, [dialog]);
    this._root = root;

    function show(text, kind) {
      message.textContent = text;
      message.className = 'hsc-message ' + (kind === 'error' ? 'hsc-error' : 'hsc-info');
      message.setAttribute('role', kind === 'error' ? 'alert' : 'status');
      message.hidden = false;
    }

    function busy(on) {
      pay.disabled = on;
      fail.disabled = on;
      pay.textContent = on ? 'Processing…' : 'Pay ' + amountText;
    }

    var dismiss = () => {
      if (!this._root) return;
      this.close();
      if (typeof modal.ondismiss === 'function') modal.ondismiss();
    };

    this._onKeyDown = function (event) {
      if (event.key === 'Escape' && modal.escape !== false) {
        event.preventDefault();
        dismiss();
        return;
      }
      if (event.key !== 'Tab') return;
      var focusable = Array.prototype.filter.call(dialog.querySelectorAll('button, input'), function (node) {
        return !node.disabled;
      });
      if (focusable.length === 0) return;
      var first = focusable[0];
      var last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', this._onKeyDown, true);

    close.addEventListener('click', dismiss);

    fail.addEventListener('click', () => {
      busy(true);
      // The gateway declines it: the shop hears of it by webhook (payment.failed), the page by the event.
      postOrder(DECLINE_URL, o.order_id)
        .catch(function () {
          return null;
        })
        .then((declined) => {
          busy(false);
          show('Payment failed (sandbox). You can try again or close this window.', 'error');
          this._emit('payment.failed', {
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: 'Payment failed (sandbox)',
              source: 'customer',
              step: 'payment_authorization',
              reason: 'payment_failed',
              metadata: {
                order_id: o.order_id,
                payment_id: (declined && declined.razorpay_payment_id) || 'pay_sandboxfail',
              },
            },
          });
        });
    });

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      var card = document.getElementById(ids.card).value;
      var problem = cardProblem(
        card,
        document.getElementById(ids.expiry).value,
        document.getElementById(ids.cvv).value,
      );
      if (problem) {
        show(problem, 'error');
        return;
      }
      busy(true);
      show('Processing your payment…', 'info');
      var capture = digits(card) === digits(CAPTURE_LATER_CARD) ? 'later' : 'now';
      postOrder(AUTHORIZE_URL, o.order_id, { capture: capture })
        .then((result) => {
          this.close();
          if (typeof o.handler === 'function') o.handler(result);
        })
        .catch(function (err) {
          busy(false);
          show((err && err.message) || 'The payment could not be made. Please try again.', 'error');
        });
    });

    document.body.appendChild(root);
    pay.focus();
    return this;
  };

  Razorpay.prototype.close = function () {
    if (!this._root) return;
    document.removeEventListener('keydown', this._onKeyDown, true);
    this._root.remove();
    this._root = null;
    var back = this._returnFocus;
    this._returnFocus = null;
    if (back && typeof back.focus === 'function') back.focus();
  };

  Razorpay.sandbox = true;
  window.Razorpay = Razorpay;
})();
