/**
 * The header's mobile menu is a <details> element, so it opens without scripts. This inline head script adds
 * what a visitor expects of a menu once scripts run: Escape closes it and puts focus back on its button, and a
 * click outside it, or on one of its links, closes it.
 */
export const MENU_SCRIPT = `(function(){function open(){return document.querySelector('details[data-menu][open]')}document.addEventListener('keydown',function(e){var m=open();if(e.key!=='Escape'||!m)return;m.open=false;var s=m.querySelector('summary');if(s)s.focus()});document.addEventListener('click',function(e){var m=open();if(!m)return;var t=e.target;if(!t||!t.closest)return;if(!m.contains(t)||t.closest('a'))m.open=false})})()`
