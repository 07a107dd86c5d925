// Styles of the chat window; they live inside the widget's shadow root only.
export const CHAT_CSS = `
.lc-panel{position:absolute;bottom:76px;width:360px;max-width:calc(100vw - 24px);height:520px;max-height:calc(100vh - 100px);
display:flex;flex-direction:column;background:#fff;color:#222;border-radius:12px;box-shadow:0 8px 32px rgba(0,0,0,.25);overflow:hidden;
font:14px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
:host([data-location=bottom-right]) .lc-panel{right:0}
:host([data-location=bottom-left]) .lc-panel{left:0}
[hidden]{display:none!important}
.lc-header{display:flex;align-items:center;gap:8px;padding:12px}
.lc-titles{flex:1;min-width:0}
.lc-heading{font-weight:600}
.lc-agent-name{font-size:12px;opacity:.9}
.lc-agent-photo{width:32px;height:32px;border-radius:50%;object-fit:cover}
.lc-close,.lc-end{background:transparent;border:0;color:inherit;cursor:pointer;font:inherit}
.lc-close{font-size:22px;line-height:1}
.lc-end{font-size:12px;text-decoration:underline}
.lc-status{padding:4px 12px;background:#fff3cd;color:#664d03;font-size:12px}
.lc-conversation{flex:1;overflow:auto;display:flex;flex-direction:column;padding:8px 12px;gap:6px}
.lc-messages{display:flex;flex-direction:column;gap:6px}
.lc-msg{display:flex;flex-direction:column;max-width:80%}
.lc-guest{align-self:flex-end;align-items:flex-end}
.lc-agent{align-self:flex-start}
.lc-bubble{padding:8px 10px;border-radius:10px;white-space:pre-wrap;word-break:break-word;background:#f0f2f5}
.lc-guest .lc-bubble{background:var(--lc-bg,#6495ED);color:var(--lc-fg,#fff)}
.lc-guest .lc-bubble a{color:inherit}
.lc-auto .lc-bubble{border-inline-start:3px solid var(--lc-bg,#6495ED)}
.lc-with-form{max-width:92%}
.lc-contact-wrap{white-space:normal;margin:6px 0}
.lc-contact{display:flex;flex-direction:column;gap:6px}
.lc-field{display:flex;flex-direction:column;gap:2px}
.lc-field label,.lc-rating label{font-size:12px;color:#444}
.lc-rating,.lc-rating-form{display:flex;flex-direction:column;gap:6px}
.lc-rating-q,.lc-rating-thanks{margin:0;font-weight:600}
.lc-rating textarea{resize:vertical}
.lc-rating>.lc-link{align-self:flex-start;padding:0}
.lc-wrap{flex-wrap:wrap}
.lc-choice{display:inline-flex;align-items:center;gap:4px;padding:6px 12px;border:1px solid #767676;border-radius:6px;background:#fff;color:#222;cursor:pointer;font:inherit}
.lc-choice[aria-pressed=true]{background:var(--lc-bg,#6495ED);color:var(--lc-fg,#fff);border-color:var(--lc-bg,#6495ED)}
.lc-bad .lc-icon{transform:rotate(180deg)}
.lc-sender,.lc-meta{font-size:11px;color:#666;margin:2px 4px}
.lc-typing,.lc-notice,.lc-ended{font-size:12px;color:#666;text-align:center;padding:4px}
.lc-ended{font-weight:600}
.lc-system{align-self:center;text-align:center;font-size:12px;color:#595959;padding:2px 8px;word-break:break-word}
.lc-email,.lc-payment,.lc-info,.lc-queue{border:1px solid #ddd;border-radius:8px;padding:8px;background:#fafafa}
.lc-queue{margin:8px 12px 0;font-size:13px}
.lc-queue-closed{margin:12px 12px 0}
.lc-email-message{margin:0 0 6px}
.lc-row{display:flex;gap:6px;align-items:center}
.lc-input{flex:1;padding:6px 8px;border:1px solid #ccc;border-radius:6px;font:inherit;box-sizing:border-box;width:100%}
.lc-button,.lc-send{padding:6px 12px;border:0;border-radius:6px;background:var(--lc-bg,#6495ED);color:var(--lc-fg,#fff);cursor:pointer;font:inherit}
.lc-link{background:none;border:0;color:#3366cc;cursor:pointer;text-decoration:underline;font:inherit;font-size:12px}
.lc-error{color:#c62828;font-size:12px;margin-top:4px}
.lc-amount{font-size:18px;font-weight:600}
.lc-payment-title{font-weight:600}
.lc-payments{display:flex;flex-direction:column;gap:6px}
.lc-payment-status{font-weight:600;color:#2e7d32}
.lc-payment[data-step=waiting] .lc-payment-status{color:#666;font-weight:400}
.lc-row a{color:#3366cc;font-size:12px}
.lc-receipt{align-self:center;text-align:center;font-size:12px;color:#444;border:1px solid #ddd;border-radius:8px;padding:6px 10px;background:#f6fbf6;word-break:break-word}
.lc-offline-wrap{flex:1;overflow:auto;padding:12px}
.lc-offline{display:flex;flex-direction:column;gap:8px}
.lc-composer{display:flex;gap:6px;align-items:flex-end;padding:8px;border-top:1px solid #eee}
.lc-textarea{flex:1;resize:none;max-height:96px;padding:6px 8px;border:1px solid #ccc;border-radius:6px;font:inherit}
.lc-attach{background:none;border:0;cursor:pointer;padding:4px;color:#555}
.lc-icon{width:20px;height:20px;fill:currentColor;vertical-align:middle}
.lc-file{display:inline-flex;align-items:center;gap:4px}
.lc-file .lc-icon{width:16px;height:16px}
button:disabled{opacity:.5;cursor:default}
@media (max-width:600px){.lc-panel{position:fixed;inset:0;width:100%;max-width:none;height:100%;max-height:none;border-radius:0}}
`;
