const BANNER_STYLE = [
  'border:2px solid red',
  'background:#fff0f0',
  'color:#1c1e21',
  'padding:1rem',
  'margin:1rem',
  'font:16px/1.5 system-ui,sans-serif',
].join(';');

const BANNER_TEXT_START =
  'Your site did not load properly. A very common reason is a wrong site baseUrl configuration. ' +
  'Current configured baseUrl = ';

/**
 * Inline script for the home page's head: when the page is served at a path that does not start with the
 * configured baseUrl (so styles and scripts will not load), it puts a banner at the top of the page, once the
 * document is parsed, that suggests the base URL that would work.
 */
export function baseUrlBannerScript(baseUrl: string): string {
  // Minified by hand, one statement per part: the page's Content-Security-Policy allows it by its hash.
  return [
    '(function(){',
    `var b=${JSON.stringify(baseUrl)},p=location.pathname.replace(/index\\.html$/,'');`,
    'if(p.indexOf(b)===0)return;',
    "var s=p.slice(-1)==='/'?p:p+'/';",
    'function show(){',
    "var d=document.createElement('div');",
    "d.id='kran-base-url-issue-banner';",
    "d.setAttribute('role','alert');",
    `d.style.cssText='${BANNER_STYLE}';`,
    `d.textContent='${BANNER_TEXT_START}'+b+(b==='/'?' (default value)':'')+'. We suggest trying baseUrl = '+s;`,
    'document.body.prepend(d)',
    '}',
    "document.addEventListener('DOMContentLoaded',show)",
    '})()',
  ].join('');
}
