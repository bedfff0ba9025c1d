/**
 * The header's mobile menu is a <details> element, so it opens without scripts. This inline head script adds
 * what a visitor expects of a menu once scripts run: Escape closes it and puts focus back on its button, and a
 * click outside it, or on one of its links, closes it. The same for the signed-in visitor's account menu.
 */
export const MENU_SCRIPT = `(function(){function open(){return document.querySelectorAll('details[data-menu][open],details[data-account-menu][open]')}document.addEventListener('keydown',function(e){if(e.key!=='Escape')return;open().forEach(function(m){m.open=false;var s=m.querySelector('summary');if(s)s.focus()})});document.addEventListener('click',function(e){var t=e.target;if(!t||!t.closest)return;open().forEach(function(m){if(!m.contains(t)||t.closest('a'))m.open=false})})})()`
