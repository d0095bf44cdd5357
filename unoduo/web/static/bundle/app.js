var Do=Object.defineProperty;var Zn=(e,t)=>{for(var n in t)Do(e,n,{get:t[n],enumerable:!0})};var Ot,j,fa,ft,ha,ea,qo,Pt={},$a=[],Uo=/acit|ex(?:s|g|n|p|$)|rph|grid|ows|mnc|ntw|ine[ch]|zoo|^ord|itera/i;function Ne(e,t){for(var n in t)e[n]=t[n];return e}function ma(e){var t=e.parentNode;t&&t.removeChild(e)}function ga(e,t,n){var a,s,o,l={};for(o in t)o=="key"?a=t[o]:o=="ref"?s=t[o]:l[o]=t[o];if(arguments.length>2&&(l.children=arguments.length>3?Ot.call(arguments,2):n),typeof e=="function"&&e.defaultProps!=null)for(o in e.defaultProps)l[o]===void 0&&(l[o]=e.defaultProps[o]);return Et(e,l,a,s,null)}function Et(e,t,n,a,s){var o={type:e,props:t,key:n,ref:a,__k:null,__:null,__b:0,__e:null,__d:void 0,__c:null,__h:null,constructor:void 0,__v:s??++fa};return j.vnode!=null&&j.vnode(o),o}function Nt(e){return e.children}function Mt(e,t){this.props=e,this.context=t}function at(e,t){if(t==null)return e.__?at(e.__,e.__.__k.indexOf(e)+1):null;for(var n;t<e.__k.length;t++)if((n=e.__k[t])!=null&&n.__e!=null)return n.__e;return typeof e.type=="function"?at(e):null}function ya(e){var t,n;if((e=e.__)!=null&&e.__c!=null){for(e.__e=e.__c.base=null,t=0;t<e.__k.length;t++)if((n=e.__k[t])!=null&&n.__e!=null){e.__e=e.__c.base=n.__e;break}return ya(e)}}function ta(e){(!e.__d&&(e.__d=!0)&&ft.push(e)&&!Lt.__r++||ea!==j.debounceRendering)&&((ea=j.debounceRendering)||ha)(Lt)}function Lt(){for(var e;Lt.__r=ft.length;)e=ft.sort(function(t,n){return t.__v.__b-n.__v.__b}),ft=[],e.some(function(t){var n,a,s,o,l,c;t.__d&&(l=(o=(n=t).__v).__e,(c=n.__P)&&(a=[],(s=Ne({},o)).__v=o.__v+1,on(c,o,s,n.__n,c.ownerSVGElement!==void 0,o.__h!=null?[l]:null,a,l??at(o),o.__h),_a(a,o),o.__e!=l&&ya(o)))})}function ba(e,t,n,a,s,o,l,c,d,p){var u,$,f,h,m,v,g,b=a&&a.__k||$a,k=b.length;for(n.__k=[],u=0;u<t.length;u++)if((h=n.__k[u]=(h=t[u])==null||typeof h=="boolean"?null:typeof h=="string"||typeof h=="number"||typeof h=="bigint"?Et(null,h,null,null,h):Array.isArray(h)?Et(Nt,{children:h},null,null,null):h.__b>0?Et(h.type,h.props,h.key,null,h.__v):h)!=null){if(h.__=n,h.__b=n.__b+1,(f=b[u])===null||f&&h.key==f.key&&h.type===f.type)b[u]=void 0;else for($=0;$<k;$++){if((f=b[$])&&h.key==f.key&&h.type===f.type){b[$]=void 0;break}f=null}on(e,h,f=f||Pt,s,o,l,c,d,p),m=h.__e,($=h.ref)&&f.ref!=$&&(g||(g=[]),f.ref&&g.push(f.ref,null,h),g.push($,h.__c||m,h)),m!=null?(v==null&&(v=m),typeof h.type=="function"&&h.__k!=null&&h.__k===f.__k?h.__d=d=va(h,d,e):d=wa(e,h,f,b,m,d),p||n.type!=="option"?typeof n.type=="function"&&(n.__d=d):e.value=""):d&&f.__e==d&&d.parentNode!=e&&(d=at(f))}for(n.__e=v,u=k;u--;)b[u]!=null&&(typeof n.type=="function"&&b[u].__e!=null&&b[u].__e==n.__d&&(n.__d=at(a,u+1)),xa(b[u],b[u]));if(g)for(u=0;u<g.length;u++)ka(g[u],g[++u],g[++u])}function va(e,t,n){var a,s;for(a=0;a<e.__k.length;a++)(s=e.__k[a])&&(s.__=e,t=typeof s.type=="function"?va(s,t,n):wa(n,s,s,e.__k,s.__e,t));return t}function wa(e,t,n,a,s,o){var l,c,d;if(t.__d!==void 0)l=t.__d,t.__d=void 0;else if(n==null||s!=o||s.parentNode==null)e:if(o==null||o.parentNode!==e)e.appendChild(s),l=null;else{for(c=o,d=0;(c=c.nextSibling)&&d<a.length;d+=2)if(c==s)break e;e.insertBefore(s,o),l=o}return l!==void 0?l:s.nextSibling}function na(e,t,n){t[0]==="-"?e.setProperty(t,n):e[t]=n==null?"":typeof n!="number"||Uo.test(t)?n:n+"px"}function zt(e,t,n,a,s){var o;e:if(t==="style")if(typeof n=="string")e.style.cssText=n;else{if(typeof a=="string"&&(e.style.cssText=a=""),a)for(t in a)n&&t in n||na(e.style,t,"");if(n)for(t in n)a&&n[t]===a[t]||na(e.style,t,n[t])}else if(t[0]==="o"&&t[1]==="n")o=t!==(t=t.replace(/Capture$/,"")),t=t.toLowerCase()in e?t.toLowerCase().slice(2):t.slice(2),e.l||(e.l={}),e.l[t+o]=n,n?a||e.addEventListener(t,o?ra:aa,o):e.removeEventListener(t,o?ra:aa,o);else if(t!=="dangerouslySetInnerHTML"){if(s)t=t.replace(/xlink[H:h]/,"h").replace(/sName$/,"s");else if(t!=="href"&&t!=="list"&&t!=="form"&&t!=="tabIndex"&&t!=="download"&&t in e)try{e[t]=n??"";break e}catch{}typeof n=="function"||(n!=null&&(n!==!1||t[0]==="a"&&t[1]==="r")?e.setAttribute(t,n):e.removeAttribute(t))}}function aa(e){this.l[e.type+!1](j.event?j.event(e):e)}function ra(e){this.l[e.type+!0](j.event?j.event(e):e)}function on(e,t,n,a,s,o,l,c,d){var p,u,$,f,h,m,v,g,b,k,_,x=t.type;if(t.constructor!==void 0)return null;n.__h!=null&&(d=n.__h,c=t.__e=n.__e,t.__h=null,o=[c]),(p=j.__b)&&p(t);try{e:if(typeof x=="function"){if(g=t.props,b=(p=x.contextType)&&a[p.__c],k=p?b?b.props.value:p.__:a,n.__c?v=(u=t.__c=n.__c).__=u.__E:("prototype"in x&&x.prototype.render?t.__c=u=new x(g,k):(t.__c=u=new Mt(g,k),u.constructor=x,u.render=Ho),b&&b.sub(u),u.props=g,u.state||(u.state={}),u.context=k,u.__n=a,$=u.__d=!0,u.__h=[]),u.__s==null&&(u.__s=u.state),x.getDerivedStateFromProps!=null&&(u.__s==u.state&&(u.__s=Ne({},u.__s)),Ne(u.__s,x.getDerivedStateFromProps(g,u.__s))),f=u.props,h=u.state,$)x.getDerivedStateFromProps==null&&u.componentWillMount!=null&&u.componentWillMount(),u.componentDidMount!=null&&u.__h.push(u.componentDidMount);else{if(x.getDerivedStateFromProps==null&&g!==f&&u.componentWillReceiveProps!=null&&u.componentWillReceiveProps(g,k),!u.__e&&u.shouldComponentUpdate!=null&&u.shouldComponentUpdate(g,u.__s,k)===!1||t.__v===n.__v){u.props=g,u.state=u.__s,t.__v!==n.__v&&(u.__d=!1),u.__v=t,t.__e=n.__e,t.__k=n.__k,t.__k.forEach(function(w){w&&(w.__=t)}),u.__h.length&&l.push(u);break e}u.componentWillUpdate!=null&&u.componentWillUpdate(g,u.__s,k),u.componentDidUpdate!=null&&u.__h.push(function(){u.componentDidUpdate(f,h,m)})}u.context=k,u.props=g,u.state=u.__s,(p=j.__r)&&p(t),u.__d=!1,u.__v=t,u.__P=e,p=u.render(u.props,u.state,u.context),u.state=u.__s,u.getChildContext!=null&&(a=Ne(Ne({},a),u.getChildContext())),$||u.getSnapshotBeforeUpdate==null||(m=u.getSnapshotBeforeUpdate(f,h)),_=p!=null&&p.type===Nt&&p.key==null?p.props.children:p,ba(e,Array.isArray(_)?_:[_],t,n,a,s,o,l,c,d),u.base=t.__e,t.__h=null,u.__h.length&&l.push(u),v&&(u.__E=u.__=null),u.__e=!1}else o==null&&t.__v===n.__v?(t.__k=n.__k,t.__e=n.__e):t.__e=jo(n.__e,t,n,a,s,o,l,d);(p=j.diffed)&&p(t)}catch(w){t.__v=null,(d||o!=null)&&(t.__e=c,t.__h=!!d,o[o.indexOf(c)]=null),j.__e(w,t,n)}}function _a(e,t){j.__c&&j.__c(t,e),e.some(function(n){try{e=n.__h,n.__h=[],e.some(function(a){a.call(n)})}catch(a){j.__e(a,n.__v)}})}function jo(e,t,n,a,s,o,l,c){var d,p,u,$=n.props,f=t.props,h=t.type,m=0;if(h==="svg"&&(s=!0),o!=null){for(;m<o.length;m++)if((d=o[m])&&(d===e||(h?d.localName==h:d.nodeType==3))){e=d,o[m]=null;break}}if(e==null){if(h===null)return document.createTextNode(f);e=s?document.createElementNS("http://www.w3.org/2000/svg",h):document.createElement(h,f.is&&f),o=null,c=!1}if(h===null)$===f||c&&e.data===f||(e.data=f);else{if(o=o&&Ot.call(e.childNodes),p=($=n.props||Pt).dangerouslySetInnerHTML,u=f.dangerouslySetInnerHTML,!c){if(o!=null)for($={},m=0;m<e.attributes.length;m++)$[e.attributes[m].name]=e.attributes[m].value;(u||p)&&(u&&(p&&u.__html==p.__html||u.__html===e.innerHTML)||(e.innerHTML=u&&u.__html||""))}if((function(v,g,b,k,_){var x;for(x in b)x==="children"||x==="key"||x in g||zt(v,x,null,b[x],k);for(x in g)_&&typeof g[x]!="function"||x==="children"||x==="key"||x==="value"||x==="checked"||b[x]===g[x]||zt(v,x,g[x],b[x],k)})(e,f,$,s,c),u)t.__k=[];else if(m=t.props.children,ba(e,Array.isArray(m)?m:[m],t,n,a,s&&h!=="foreignObject",o,l,o?o[0]:n.__k&&at(n,0),c),o!=null)for(m=o.length;m--;)o[m]!=null&&ma(o[m]);c||("value"in f&&(m=f.value)!==void 0&&(m!==e.value||h==="progress"&&!m)&&zt(e,"value",m,$.value,!1),"checked"in f&&(m=f.checked)!==void 0&&m!==e.checked&&zt(e,"checked",m,$.checked,!1))}return e}function ka(e,t,n){try{typeof e=="function"?e(t):e.current=t}catch(a){j.__e(a,n)}}function xa(e,t,n){var a,s;if(j.unmount&&j.unmount(e),(a=e.ref)&&(a.current&&a.current!==e.__e||ka(a,null,t)),(a=e.__c)!=null){if(a.componentWillUnmount)try{a.componentWillUnmount()}catch(o){j.__e(o,t)}a.base=a.__P=null}if(a=e.__k)for(s=0;s<a.length;s++)a[s]&&xa(a[s],t,typeof e.type!="function");n||e.__e==null||ma(e.__e),e.__e=e.__d=void 0}function Ho(e,t,n){return this.constructor(e,n)}function Sa(e,t,n){var a,s,o;j.__&&j.__(e,t),s=(a=typeof n=="function")?null:n&&n.__k||t.__k,o=[],on(t,e=(!a&&n||t).__k=ga(Nt,null,[e]),s||Pt,Pt,t.ownerSVGElement!==void 0,!a&&n?[n]:s?null:t.firstChild?Ot.call(t.childNodes):null,o,!a&&n?n:s?s.__e:t.firstChild,a),_a(o,e)}Ot=$a.slice,j={__e:function(e,t){for(var n,a,s;t=t.__;)if((n=t.__c)&&!n.__)try{if((a=n.constructor)&&a.getDerivedStateFromError!=null&&(n.setState(a.getDerivedStateFromError(e)),s=n.__d),n.componentDidCatch!=null&&(n.componentDidCatch(e),s=n.__d),s)return n.__E=n}catch(o){e=o}throw e}},fa=0,Mt.prototype.setState=function(e,t){var n;n=this.__s!=null&&this.__s!==this.state?this.__s:this.__s=Ne({},this.state),typeof e=="function"&&(e=e(Ne({},n),this.props)),e&&Ne(n,e),e!=null&&this.__v&&(t&&this.__h.push(t),ta(this))},Mt.prototype.forceUpdate=function(e){this.__v&&(this.__e=!0,e&&this.__h.push(e),ta(this))},Mt.prototype.render=Nt,ft=[],ha=typeof Promise=="function"?Promise.prototype.then.bind(Promise.resolve()):setTimeout,Lt.__r=0,qo=0;var $t,ve,oa,ht=0,an=[],sa=j.__b,ia=j.__r,la=j.diffed,ca=j.__c,ua=j.unmount;function It(e,t){j.__h&&j.__h(ve,e,ht||t),ht=0;var n=ve.__H||(ve.__H={__:[],__h:[]});return e>=n.__.length&&n.__.push({}),n.__[e]}function y(e){return ht=1,Wo(Ca,e)}function Wo(e,t,n){var a=It($t++,2);return a.t=e,a.__c||(a.__=[n?n(t):Ca(void 0,t),function(s){var o=a.t(a.__[0],s);a.__[0]!==o&&(a.__=[o,a.__[1]],a.__c.setState({}))}],a.__c=ve),a.__}function S(e,t){var n=It($t++,3);!j.__s&&sn(n.__H,t)&&(n.__=e,n.__H=t,ve.__H.__h.push(n))}function ce(e,t){var n=It($t++,4);!j.__s&&sn(n.__H,t)&&(n.__=e,n.__H=t,ve.__h.push(n))}function P(e){return ht=5,We(function(){return{current:e}},[])}function We(e,t){var n=It($t++,7);return sn(n.__H,t)&&(n.__=e(),n.__H=t,n.__h=e),n.__}function Ta(e,t){return ht=8,We(function(){return e},t)}function Bo(){an.forEach(function(e){if(e.__P)try{e.__H.__h.forEach(At),e.__H.__h.forEach(rn),e.__H.__h=[]}catch(t){e.__H.__h=[],j.__e(t,e.__v)}}),an=[]}j.__b=function(e){ve=null,sa&&sa(e)},j.__r=function(e){ia&&ia(e),$t=0;var t=(ve=e.__c).__H;t&&(t.__h.forEach(At),t.__h.forEach(rn),t.__h=[])},j.diffed=function(e){la&&la(e);var t=e.__c;t&&t.__H&&t.__H.__h.length&&(an.push(t)!==1&&oa===j.requestAnimationFrame||((oa=j.requestAnimationFrame)||function(n){var a,s=function(){clearTimeout(o),da&&cancelAnimationFrame(a),setTimeout(n)},o=setTimeout(s,100);da&&(a=requestAnimationFrame(s))})(Bo)),ve=void 0},j.__c=function(e,t){t.some(function(n){try{n.__h.forEach(At),n.__h=n.__h.filter(function(a){return!a.__||rn(a)})}catch(a){t.some(function(s){s.__h&&(s.__h=[])}),t=[],j.__e(a,n.__v)}}),ca&&ca(e,t)},j.unmount=function(e){ua&&ua(e);var t=e.__c;if(t&&t.__H)try{t.__H.__.forEach(At)}catch(n){j.__e(n,t.__v)}};var da=typeof requestAnimationFrame=="function";function At(e){var t=ve;typeof e.__c=="function"&&e.__c(),ve=t}function rn(e){var t=ve;e.__c=e.__(),ve=t}function sn(e,t){return!e||e.length!==t.length||t.some(function(n,a){return n!==e[a]})}function Ca(e,t){return typeof t=="function"?t(e):t}var Ra=function(e,t,n,a){var s;t[0]=0;for(var o=1;o<t.length;o++){var l=t[o++],c=t[o]?(t[0]|=l?1:2,n[t[o++]]):t[++o];l===3?a[0]=c:l===4?a[1]=Object.assign(a[1]||{},c):l===5?(a[1]=a[1]||{})[t[++o]]=c:l===6?a[1][t[++o]]+=c+"":l?(s=e.apply(c,Ra(e,c,n,["",null])),a.push(s),c[0]?t[0]|=2:(t[o-2]=0,t[o]=s)):a.push(c)}return a},pa=new Map,i=function(e){var t=pa.get(this);return t||(t=new Map,pa.set(this,t)),(t=Ra(this,t.get(e)||(t.set(e,t=(function(n){for(var a,s,o=1,l="",c="",d=[0],p=function(f){o===1&&(f||(l=l.replace(/^\s*\n\s*|\s*\n\s*$/g,"")))?d.push(0,f,l):o===3&&(f||l)?(d.push(3,f,l),o=2):o===2&&l==="..."&&f?d.push(4,f,0):o===2&&l&&!f?d.push(5,0,!0,l):o>=5&&((l||!f&&o===5)&&(d.push(o,0,l,s),o=6),f&&(d.push(o,f,0,s),o=6)),l=""},u=0;u<n.length;u++){u&&(o===1&&p(),p(u));for(var $=0;$<n[u].length;$++)a=n[u][$],o===1?a==="<"?(p(),d=[d],o=3):l+=a:o===4?l==="--"&&a===">"?(o=1,l=""):l=a+l[0]:c?a===c?c="":l+=a:a==='"'||a==="'"?c=a:a===">"?(p(),o=1):o&&(a==="="?(o=5,s=l,l=""):a==="/"&&(o<5||n[u][$+1]===">")?(p(),o===3&&(d=d[0]),o=d,(d=d[0]).push(2,0,o),o=0):a===" "||a==="	"||a===`
`||a==="\r"?(p(),o=2):l+=a),o===3&&l==="!--"&&(o=4,d=d[0])}return p(),d})(e)),t),arguments,[])).length>1?t:t[0]}.bind(ga);var ze={lang:"en",dir:"ltr",messages:{}},ln=e=>e!==1?1:0,cn=new Set,Ea="unoduo.lang";function un(e,t){return t?e.replace(/\{(\w+)\}/g,(n,a)=>a in t?String(t[a]):n):e}function r(e,t){let n=ze.messages[e];return un(typeof n=="string"&&n?n:e,t)}function q(e,t,n,a){let s=Object.assign({n},a||{}),o=ze.messages[e];if(Array.isArray(o)&&o.length){let l=ln(n);if(l>=0&&l<o.length&&o[l])return un(o[l],s)}return un(n===1?e:t,s)}function ue(){return ze.lang}function Ie(e){return cn.add(e),()=>cn.delete(e)}var mt=/\s*(\d+|n|\?|:|\|\||&&|==|!=|<=|>=|<|>|\+|-|\*|\/|%|!|\(|\))/y;function Go(e){let t=[];mt.lastIndex=0;let n=String(e).trim().replace(/;$/,"");for(;mt.lastIndex<n.length;){let g=mt.lastIndex,b=mt.exec(n);if(!b)throw new Error(`bad plural expression at ${g}: ${n}`);if(t.push(b[1]),/^\s*$/.test(n.slice(mt.lastIndex)))break}let a=0,s=()=>t[a],o=g=>{if(g!==void 0&&t[a]!==g)throw new Error(`expected ${g} in ${n}`);return t[a++]},l=(g,b)=>()=>{let k=g();for(;b.includes(s());){let _=o(),x=g(),w=k;k=E=>Yo(_,w(E),x(E))}return k};function c(){let g=o();if(g==="n")return b=>b;if(g==="("){let b=m();return o(")"),b}if(g==="!"){let b=c();return k=>b(k)?0:1}if(g==="-"){let b=c();return k=>-b(k)}if(/^\d+$/.test(g||"")){let b=Number(g);return()=>b}throw new Error(`unexpected ${g} in ${n}`)}let d=l(c,["*","/","%"]),p=l(d,["+","-"]),u=l(p,["<",">","<=",">="]),$=l(u,["==","!="]),f=l($,["&&"]),h=l(f,["||"]);function m(){let g=h();if(s()!=="?")return g;o("?");let b=m();o(":");let k=m();return _=>g(_)?b(_):k(_)}let v=m();if(a!==t.length)throw new Error(`trailing tokens in ${n}`);return g=>Number(v(g))}function Yo(e,t,n){switch(e){case"*":return t*n;case"/":return n===0?0:Math.trunc(t/n);case"%":return n===0?0:t%n;case"+":return t+n;case"-":return t-n;case"<":return t<n?1:0;case">":return t>n?1:0;case"<=":return t<=n?1:0;case">=":return t>=n?1:0;case"==":return t===n?1:0;case"!=":return t!==n?1:0;case"&&":return t&&n?1:0;case"||":return t||n?1:0;default:throw new Error(`operator ${e}`)}}function Ma(e){let t=Object.keys(e||{en:"English"}),n=new URLSearchParams(location.search).get("lang");if(n&&/^[A-Za-z]{2,8}([_-][A-Za-z0-9]{1,8})?$/.test(n))return n;let a=null;try{a=localStorage.getItem(Ea)}catch{a=null}if(a&&t.includes(a))return a;for(let s of navigator.languages||[navigator.language||"en"]){let o=String(s).split(/[-_]/)[0].toLowerCase();if(t.includes(o))return o}return"en"}var Fo=new Set(["ml","kn","ur"]);function za(e){if(!Fo.has(e)||document.querySelector(`link[data-script-font="${e}"]`))return;let t=document.createElement("link");t.rel="stylesheet",t.href=new URL(`../fonts/${e}.css`,import.meta.url).href,t.dataset.scriptFont=e,document.head.append(t)}async function dn(e,t=!1){za(e);let n={lang:"en",dir:"ltr",plural:"(n != 1)",messages:{}};if(e!=="en")try{let a=await fetch(`/api/i18n/${encodeURIComponent(e)}`);a.ok&&(n=await a.json())}catch{}try{ln=Go(n.plural||"(n != 1)")}catch{ln=s=>s!==1?1:0}if(ze={lang:n.lang||e,dir:n.dir||"ltr",messages:n.messages||{}},za(ze.lang),document.documentElement.lang=ze.lang,document.documentElement.dir=ze.dir,t)try{localStorage.setItem(Ea,ze.lang)}catch{}for(let a of cn)a(ze.lang);return ze.lang}var Aa="unoduo.seats",Pa="unoduo.name",Be=class extends Error{constructor(t,n,a,s=null){super(a||n),this.status=t,this.code=n,this.retryAfter=s}};function Vo(e){let t=Number(e.headers.get("retry-after"));return Number.isFinite(t)&&t>0?Math.ceil(t):null}function Q(e,t){let n=e&&e.code,a=e&&Number.isInteger(e.retryAfter)&&e.retryAfter>0?e.retryAfter:null;switch(n){case"stale":return r("The table changed before your move arrived. Look again and choose.");case"illegal":return e&&e.message||r("That move is not allowed now.");case"not_your_turn":return r("It is not your turn.");case"waiting":return r("Wait until every player has joined.");case"spectator":return r("Spectators cannot play.");case"unauthorized":case"no_seat":return r("This browser does not hold a seat in this game.");case"unknown_code":return r("No game has this code.");case"game_full":return r("This game is already full.");case"private_game":return r("This game is private: only its players and those with its invite link may see it.");case"not_found":case"no_such_game":case"unknown_game":return r("No such game.");case"not_over":case"not_finished":return r("The match is not over yet.");case"no_such_round":return r("This match has no such round.");case"expired":return t==="table"?r("This game expired after a long time without a move; it can only be looked at now."):r("This invitation has expired: ask for a new one.");case"broken":return r("This game's stored history is damaged, so it cannot go on.");case"rate_limited":return t==="table"?r("Too many messages. Reconnecting…"):t==="create"?a?q("You started too many games in a short time. Try again in {n} second.","You started too many games in a short time. Try again in {n} seconds.",a):r("You started too many games in a short time. Try again in a minute."):a?q("Too many requests from your connection. Try again in {n} second.","Too many requests from your connection. Try again in {n} seconds.",a):r("Too many requests from your connection. Try again in a moment.");case"too_many_attempts":return a?q("Too many failed attempts from your connection. Try again in {n} second.","Too many failed attempts from your connection. Try again in {n} seconds.",a):r("Too many failed attempts from your connection. Wait a minute, then reload the page.");case"too_many_games":return r("You already have as many public games waiting for players as you may. Wait until one fills up.");case"too_many_seats":return r("You already hold seats in as many games waiting for players as you may. Wait until one starts.");case"too_many_spectators":return e&&e.reason==="address"?r("You are already watching as many games as you may. Close one of them and try again."):r("This game has as many spectators as it can take. Try again later.");case"too_many_connections":return r("The server is busy right now. Try again in a moment.");case"too_large":case"too_many_headers":return r("The page sent more than the server accepts. Reload the page and try again.");case"protocol":case"bad_message":return r("The page and the server do not understand each other. Reload the page.");case"forbidden_origin":return r("This page is not allowed to use this server.");case"server":return r("The server could not do that; nothing changed. Try again.");case"network":return r("The server cannot be reached. Try again.");case"name_taken":return r("This name is taken; choose another.");case"name_reserved":return r("This name belongs to an account: log in, or choose another.");case"lookalike_name":return e&&e.message||r("This name looks like another one; choose another.");case"duplicate_cookie":return r("Your browser sent two session cookies. Delete this site's cookies, then log in again.");case"bad_login":return r("Wrong name or password.");case"bad_name":return r("A name has 3 to 24 visible characters.");case"bad_password":return e.status===403?r("The current password is wrong."):r("A password has 8 to 128 characters and is not your name.");case"login_limited":return r("Too many attempts. Wait a few minutes, then try again.");case"login_busy":return r("The server is busy with other logins; try again in a moment.");case"login_required":return r("Log in first.");case"csrf":return r("This page is out of date. Reload it and try again.");case"no_such_player":return r("There is no player with this name.");case"unknown_puzzle":return r("There is no such puzzle.");case"unknown_theme":return r("There is no such puzzle theme.");default:return e&&e.message||r("Something went wrong. Try again.")}}var pn="",gt=null,fn=new Set;async function J(e,t,n,a){let s,o=n===void 0?{}:{"Content-Type":"application/json"};a&&(o["Accept-Language"]=a),e!=="GET"&&pn&&(o["X-CSRF-Token"]=pn);let l=/^\/api\/games\/([^/?]+)\/(record|replay|review)/.exec(t),c=l&&Ge(decodeURIComponent(l[1]));c&&c.token&&(o["X-Seat-Token"]=c.token);try{s=await fetch(t,{method:e,headers:o,body:n===void 0?void 0:JSON.stringify(n)})}catch(p){throw new Be(0,"network",String(p&&p.message?p.message:p))}let d=null;try{d=await s.json()}catch{d=null}if(!s.ok){let p=d&&d.error||{};throw new Be(s.status,p.code||`http_${s.status}`,p.message||"",Vo(s))}return d}async function hn(e){let t=await J("GET",e);if(!t)throw new Be(0,"bad_response","");return t}var D={meta:()=>J("GET","/api/meta"),options:()=>J("GET","/api/options"),rulebook:()=>J("GET","/api/rulebook"),createGame:e=>J("POST","/api/games",e),join:(e,t)=>J("POST","/api/join",{code:e,name:t}),invitation:e=>J("GET",`/api/join/${encodeURIComponent(e)}`),myGames:e=>J("POST","/api/my-games",{tokens:e}),lobby:e=>J("GET",e?`/api/lobby?offset=${encodeURIComponent(e)}`:"/api/lobby"),game:e=>J("GET",`/api/games/${encodeURIComponent(e)}`),record:e=>J("GET",`/api/games/${encodeURIComponent(e)}/record`),profile:e=>J("GET",`/api/players/${encodeURIComponent(e)}`),gameRating:e=>J("GET",`/api/games/${encodeURIComponent(e)}/rating`),leaderboard:e=>J("GET",`/api/leaderboard?system=${encodeURIComponent(e)}`),queueStatus:()=>J("GET","/api/queue"),enterQueue:e=>J("POST","/api/queue",e),leaveQueue:()=>J("POST","/api/queue/leave",{}),changePassword:(e,t)=>J("POST","/api/account/password",{password:e,new_password:t}),review:(e,t,n)=>J("GET",`/api/games/${encodeURIComponent(e)}/review?seat=${encodeURIComponent(t)}`+(n?`&budget=${encodeURIComponent(n)}`:"")),lessons:(e,t)=>J("GET",`/api/lessons?ruleset=${encodeURIComponent(e)}`+(t?`&lang=${encodeURIComponent(t)}`:"")),puzzleThemes:e=>J("GET","/api/puzzles",void 0,e),dailyPuzzle:e=>J("GET","/api/puzzles/daily",void 0,e),nextPuzzle:(e,t,n)=>{let s=[e&&`theme=${encodeURIComponent(e)}`,t&&`after=${encodeURIComponent(t)}`].filter(Boolean).join("&");return J("GET","/api/puzzles/next"+(s?"?"+s:""),void 0,n)},puzzle:(e,t)=>J("GET",`/api/puzzles/${encodeURIComponent(e)}`,void 0,t),answerPuzzle:(e,t,n)=>J("POST",`/api/puzzles/${encodeURIComponent(e)}/answer`,{action:t},n),myPuzzles:e=>J("GET","/api/puzzles/me",void 0,e),lesson:(e,t,n)=>J("POST",`/api/lessons/${encodeURIComponent(e)}`,{actions:t,lang:n}),askReview:(e,t,n)=>J("POST",`/api/games/${encodeURIComponent(e)}/review`,n?{seat:t,budget:n}:{seat:t})};function Dt(e){if(e&&typeof e.csrf=="string"&&(pn=e.csrf),e&&"account"in e){gt=e.account||null;for(let t of fn)t(gt)}return e}function La(){return gt}function Oa(e){return fn.add(e),()=>fn.delete(e)}async function Na(){try{Dt(await J("GET","/api/account"))}catch{gt=null}return gt}async function Ia(e,t,n){return Dt(await J("POST",e==="signup"?"/api/account/signup":"/api/account/login",{name:t,password:n,tokens:$n().slice(-200)}))}async function Da(){return Dt(await J("POST","/api/account/logout",{}))}async function qa(e){return Dt(await J("POST","/api/account/delete",{password:e}))}function qt(){try{let e=JSON.parse(localStorage.getItem(Aa)||"{}");return e&&typeof e=="object"&&!Array.isArray(e)?e:{}}catch{return{}}}function xe(e,t,n,a){let s=qt();s[e]=Object.assign({},s[e]||{},a||{},{seat:t,token:n,saved:Date.now()});try{localStorage.setItem(Aa,JSON.stringify(s))}catch{}}function Ge(e){return qt()[e]||null}function Ut(e){let t=String(e||"").toUpperCase();for(let[n,a]of Object.entries(qt()))if((a.join_code||"").toUpperCase()===t||(a.joined_with||"")===t)return n;return null}function $n(){return Object.values(qt()).map(e=>e.token).filter(e=>typeof e=="string")}function rt(){try{return localStorage.getItem(Pa)||""}catch{return""}}function Ye(e){try{localStorage.setItem(Pa,e)}catch{}}var jt=["R","Y","G","B"],Fe={R:"■",Y:"▲",G:"●",B:"◆"};function we(e){return e==="W"||e==="W+4"?{color:null,rank:e,wild:!0}:{color:e[0],rank:e.slice(1),wild:!1}}function me(e){switch(e){case"R":return r("Red");case"Y":return r("Yellow");case"G":return r("Green");case"B":return r("Blue");default:return""}}function mn(e){switch(e){case"S":return r("Skip");case"R":return r("Reverse");case"+2":return r("Draw 2");case"W":return r("Wild");case"W+4":return r("Wild Draw 4");default:return e}}function De(e,t){if(!e)return"";let{color:n,rank:a,wild:s}=we(e);return s?t?r("{card} ({color})",{card:mn(a),color:me(t)}):mn(a):r("{color} {rank}",{color:me(n),rank:mn(a)})}function ja(e){return e.map(t=>De(t)).join(r(", "))}var Ha={R:"#d93a2b",Y:"#f2b705",G:"#279647",B:"#1f6fd1"},Jo={R:"square",Y:"triangle",G:"circle",B:"diamond"},Xo={R:"#8e1b12",Y:"#5b4300",G:"#135a27",B:"#0f3f7d"};function Ua(e,t,n,a){switch(e){case"R":return`M${t-a*.86} ${n-a*.86}h${a*1.72}v${a*1.72}h${-a*1.72}z`;case"Y":return`M${t} ${n-a*1.18}L${t+a*1.2} ${n+a*.9}H${t-a*1.2}z`;case"G":return`M${t-a} ${n}a${a} ${a} 0 1 0 ${2*a} 0a${a} ${a} 0 1 0 ${-2*a} 0z`;case"B":return`M${t} ${n-a*1.2}L${t+a*1.05} ${n}L${t} ${n+a*1.2}L${t-a*1.05} ${n}z`;default:return""}}function Qo(e){switch(e){case"S":case"R":return null;case"W":return"W";case"W+4":return"+4";default:return e}}function gn({rank:e,x:t,y:n,size:a,ink:s,stroke:o}){let l=Qo(e);if(l!==null)return i`<text x=${t} y=${n} font-size=${l.length>1?a*.82:a} fill=${s}
      stroke=${o||"none"} stroke-width=${o?a*.09:0} paint-order="stroke"
      text-anchor="middle" dominant-baseline="central" direction="ltr" class="card-rank">${l}</text>`;let c=a*.42;if(e==="S")return i`<g fill="none" stroke=${s} stroke-width=${a*.13} stroke-linecap="round">
      <circle cx=${t} cy=${n} r=${c} /><path d=${`M${t-c*.7} ${n+c*.7}L${t+c*.7} ${n-c*.7}`} /></g>`;let d=a*.5,p=a*.2;return i`<g fill="none" stroke=${s} stroke-width=${a*.11} stroke-linecap="round" stroke-linejoin="round">
    <path d=${`M${t-d} ${n-p}H${t+d}M${t+d-p} ${n-2*p}L${t+d} ${n-p}L${t+d-p} ${n}`} />
    <path d=${`M${t+d} ${n+p}H${t-d}M${t-d+p} ${n}L${t-d} ${n+p}L${t-d+p} ${n+2*p}`} /></g>`}function Zo(e,t,n){let a=[["R",-90,0],["Y",0,90],["G",90,180],["B",180,270]],s=o=>[e+n*Math.cos(o*Math.PI/180),t+n*Math.sin(o*Math.PI/180)];return a.map(([o,l,c])=>{let[d,p]=s(l),[u,$]=s(c);return i`<path d=${`M${e} ${t}L${d} ${p}A${n} ${n} 0 0 1 ${u} ${$}z`} fill=${Ha[o]} />`})}function es({code:e}){let{color:t,rank:n,wild:a}=we(e),s=a?"#1c1c22":Ha[t],o=a?"#ffffff":Xo[t],l=t==="Y"?"#3b2c00":"#ffffff",c=(d,p)=>a?null:i`<path d=${Ua(t,d,p,5.2)} fill=${l} opacity="0.9" />`;return i`<svg class="card-face" viewBox="0 0 100 150" aria-hidden="true" focusable="false" direction="ltr">
    <rect x="1" y="1" width="98" height="148" rx="11" fill="#fbfaf6" />
    <rect x="6" y="6" width="88" height="138" rx="8" fill=${s} />
    <ellipse cx="50" cy="75" rx="34" ry="56" transform="rotate(28 50 75)" fill="#ffffff" opacity="0.14" />
    ${a?i`${Zo(50,75,30)}<circle cx="50" cy="75" r="30" fill="none" stroke="#fff" stroke-width="3" />`:i`<path class=${"card-shape shape-"+Jo[t]}
          d=${Ua(t,50,n.length>1||n==="S"||n==="R"?75:78,29)} fill="#ffffff"
          stroke=${o} stroke-width="1.5" />`}
    <${gn} rank=${n} x=${50} y=${t==="Y"?86:76} size=${t==="Y"?34:42} ink=${o}
      stroke=${a?"#1c1c22":null} />
    <${gn} rank=${n} x=${19} y=${22} size=${20} ink=${l} />
    ${c(19,40)}
    <g transform="rotate(180 50 75)">
      <${gn} rank=${n} x=${19} y=${22} size=${20} ink=${l} />
      ${c(19,40)}
    </g>
  </svg>`}function ts(){return i`<svg class="card-face" viewBox="0 0 100 150" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="98" height="148" rx="11" fill="#fbfaf6" />
    <rect x="6" y="6" width="88" height="138" rx="8" fill="#2b2450" />
    <rect x="11" y="11" width="78" height="128" rx="5" fill="none" stroke="#e7c66b" stroke-width="1.5" opacity="0.8" />
    <path d="M50 30L72 75L50 120L28 75z" fill="#d93a2b" />
    <path d="M50 44L63 75L50 106L37 75z" fill="#f2b705" />
    <circle cx="50" cy="75" r="9" fill="#fbfaf6" />
  </svg>`}function re({code:e,onPlay:t,disabled:n,named:a,size:s,badge:o,selected:l,testid:c,extraClass:d,keyHandler:p,cardKey:u,from:$,style:f}){let{color:h,wild:m}=we(e),v=["card",m?"card-wild":`card-${h}`,m&&a?`named-${a}`:"",s?`card-${s}`:"",l?"card-selected":"",d||""].join(" "),g=De(e,a),b=i`<${es} code=${e} />
    ${o?i`<span class="card-badge" aria-hidden="true">${o}</span>`:null}`;return t!==void 0?i`<button
      type="button"
      class=${v+(n?" card-disabled":" card-playable")}
      data-card=${e}
      data-card-key=${u||null}
      data-from=${$||null}
      data-testid=${c||`card-${e}`}
      aria-label=${g}
      aria-disabled=${n?"true":"false"}
      aria-pressed=${l?"true":void 0}
      disabled=${n}
      style=${f||null}
      onClick=${n?void 0:t}
      onKeyDown=${p}
    >${b}</button>`:i`<span class=${v} role="img" aria-label=${g} data-card=${e} data-testid=${c||null}
    data-card-key=${u||null} data-from=${$||null} style=${f||null}
    >${b}</span
  >`}function Ke({size:e,label:t,testid:n,cardKey:a,from:s,style:o}){return i`<span
    class=${"card card-back"+(e?` card-${e}`:"")}
    role=${t?"img":null}
    aria-label=${t||null}
    aria-hidden=${t?null:"true"}
    data-testid=${n||null}
    data-card-key=${a||null}
    data-from=${s||null}
    style=${o||null}
    ><${ts} /></span
  >`}var yn={protocol:1,languages:{en:"English"},difficulties:["easy","medium","hard","expert","master"],rulesets:["duo","classic"]};function ee(e,t=!1){t?history.replaceState(null,"",e):history.pushState(null,"",e),window.dispatchEvent(new Event("unoduo:navigate"))}function Ve(){return yn}function Wa(e){yn=Object.assign({},yn,e||{})}function T({href:e,children:t,testid:n,cls:a}){return i`<a href=${e} onClick=${o=>{o.ctrlKey||o.metaKey||o.shiftKey||o.button!==0||(o.preventDefault(),ee(e))}} data-testid=${n||null} class=${a||null}>${t}</a>`}var ns=r,as=q;function N(e){if(e==null)return"";if(typeof e!="object")return String(e);let t={};for(let[n,a]of Object.entries(e.params||{}))t[n]=N(a);return typeof e.plural=="string"?as(e.id,e.plural,Number(e.n),t):ns(e.id,t)}var Ht=null;function rs(){let[e,t]=y(null);return S(()=>{let n=!0;return Ht||(Ht=D.options().catch(a=>{throw Ht=null,a})),Ht.then(a=>{n&&t(a||{})},()=>{n&&t({})}),()=>{n=!1}},[]),e}function os(e,t){let n={};for(let a of e||[]){let s=t[a.name];s!==void 0&&(a.type==="int"?String(s).trim()&&(n[a.name]=Number(s)):s!==a.default&&(n[a.name]=s))}return n}function ss({spec:e,value:t,onChange:n}){let a="option-"+e.name,s=N(e.label||e.description),o=i`<span class="option-hint muted">${N(e.description)}</span>`;if(e.type==="bool"){let l=t===void 0?!!e.default:t;return i`<label class="option-row option-bool" data-option=${e.name}>
      <span class="option-line"><input type="checkbox" checked=${l} data-testid=${a}
        onChange=${c=>n(c.target.checked)} /> <span class="option-label">${s}</span></span>
      ${o}</label>`}if(e.type==="choice"){let l=t===void 0?e.default:t;return i`<fieldset class="option-row option-choice" data-option=${e.name} data-testid=${a}>
      <legend class="option-label">${s}</legend>
      ${(e.choices||[]).map(c=>i`<label class="option-line">
        <input type="radio" name=${a} value=${c.value} checked=${c.value===l}
          data-testid=${a+"-"+c.value} onChange=${()=>n(c.value)} />
        <span>${N(c.label||c.description)}</span></label>`)}
      ${o}</fieldset>`}return i`<label class="option-row" data-option=${e.name}><span class="option-label">${s}</span>
    <input type="number" min=${e.minimum??void 0} max=${e.maximum??void 0} inputmode="numeric"
      placeholder=${String(e.default)} value=${t===void 0?"":t} data-testid=${a}
      onInput=${l=>n(l.target.value)} />${o}</label>`}function is({specs:e,groups:t,values:n,setOption:a,ruleset:s}){let o=(t||[]).map(d=>d.id),l=e.filter(d=>!o.includes(d.group)),c=(d,p,u)=>u.length>0&&i`<div class="option-group" data-group=${d}
    data-testid=${"option-group-"+d}>
    ${p&&i`<h3>${p}</h3>`}
    ${u.map($=>i`<${ss} key=${s+$.name} spec=${$} value=${n[$.name]}
      onChange=${a($.name)} />`)}
  </div>`;return i`${(t||[]).map(d=>c(d.id,N(d.title),e.filter(p=>p.group===d.id)))}
    ${c("other","",l)}`}function ls(e){return e==="classic"?r("Classic UNO (2 to 10 players)"):r("UNO Duo (two players)")}function Ba({checkName:e}){let t=Ve(),[n,a]=y("duo"),[s,o]=y("bot"),[l,c]=y("easy"),[d,p]=y(2),[u,$]=y("default"),[f,h]=y("30"),m=rs(),v=m&&m.rulesets||null,g=m&&m.presets||[],[b,k]=y("official"),[_,x]=y(!1),[w,E]=y({duo:{},classic:{}}),C=w[n]||{},W=R=>I=>{k("custom"),E(Object.assign({},w,{[n]:Object.assign({},C,{[R]:I})}))},M=R=>{if(k(R.id),R.id==="custom"){x(!0);return}E({duo:Object.assign({},R.options.duo),classic:Object.assign({},R.options.classic)})},[G,le]=y(!1),[oe,F]=y(""),U=async R=>{R.preventDefault();let I=e();if(I===null)return;le(!0),F("");let O={ruleset:n,opponent:s,difficulty:l,name:I};n==="classic"&&(O.players=Number(d),s!=="bot"&&(O.humans=2)),s!=="bot"&&u!=="default"&&!(s==="public"&&u==="off")&&(O.turn_timer=u==="off"?null:Number(u)),s==="friend"&&(O.leave_notice=Number(f));let H=os(v&&v[n],C);Object.keys(H).length&&(O.options=H);try{Ye(O.name);let Y=await D.createGame(O);xe(Y.game,Y.seat,Y.token,{join_code:Y.join_code,invite_url:Y.invite_url}),ee(`/game/${Y.game}`)}catch(Y){F(Q(Y,"create")),le(!1)}},te=s==="bot"?r("Play"):s==="public"?r("Create the public game"):r("Create the invitation");return i`<form class="new-game" onSubmit=${U} data-testid="new-game-form" novalidate>
    <fieldset class="field">
      <legend>${r("Rules")}</legend>
      ${(t.rulesets||["duo","classic"]).map(R=>i`<label class="choice">
        <input type="radio" name="ruleset" value=${R} checked=${n===R} data-testid=${"ruleset-"+R}
          onChange=${()=>a(R)} /> ${ls(R)}</label>`)}
    </fieldset>
    <fieldset class="field">
      <legend>${r("Opponent")}</legend>
      <label class="choice"><input type="radio" name="opponent" value="bot" checked=${s==="bot"}
        data-testid="opponent-bot" onChange=${()=>o("bot")} /> ${r("A bot")}</label>
      <label class="choice"><input type="radio" name="opponent" value="friend" checked=${s==="friend"}
        data-testid="opponent-friend" onChange=${()=>o("friend")} /> ${r("A friend (invite link)")}</label>
      <label class="choice"><input type="radio" name="opponent" value="public" checked=${s==="public"}
        data-testid="opponent-public"
        aria-describedby=${s==="public"?"opponent-public-hint":void 0}
        onChange=${()=>{o("public"),u==="off"&&$("default")}}
        /> ${r("Anyone can join (a public game, listed under “Public games”)")}</label>
      ${s==="public"&&i`<p class="muted hint" id="opponent-public-hint">
        ${r("Public games always have a time limit for each move; then a bot plays for the slow player.")}</p>`}
    </fieldset>
    <label class="field">
      <span>${s==="bot"?r("Bot difficulty"):r("Difficulty of any bots")}</span>
      <select data-testid="difficulty" value=${l} onChange=${R=>c(R.target.value)}>
        ${(t.difficulties||[]).map(R=>i`<option value=${R} selected=${R===l}>
          ${Je(R)}</option>`)}
      </select>
    </label>
    ${n==="classic"&&i`<label class="field">
      <span>${r("Players")}</span>
      <input type="number" min="2" max="10" value=${d} data-testid="players" inputmode="numeric"
        onInput=${R=>p(R.target.value)} />
    </label>`}
    ${s!=="bot"&&i`<label class="field">
      <span>${r("Time for each move")}</span>
      <select data-testid="turn-timer" value=${u} onChange=${R=>$(R.target.value)}>
        <option value="default" selected=${u==="default"}>${r("The server's setting")}</option>
        ${s==="friend"&&i`<option value="off" selected=${u==="off"}>${r("No limit")}</option>`}
        ${[30,60,120,300].map(R=>i`<option value=${String(R)} selected=${u===String(R)}>
          ${q("{n} second (then a bot plays for the slow player)","{n} seconds (then a bot plays for the slow player)",R)}
        </option>`)}
      </select>
    </label>`}
    ${s==="friend"&&i`<label class="field">
      <span>${r("If your friend goes away")}</span>
      <select data-testid="leave-notice" value=${f} onChange=${R=>h(R.target.value)}>
        ${[15,30,60,120,300].map(R=>i`<option value=${String(R)} selected=${f===String(R)}>
          ${q("offer a bot after {n} second","offer a bot after {n} seconds",R)}</option>`)}
      </select>
    </label>`}
    <fieldset class="field presets" data-testid="presets">
      <legend>${r("Rule options")}</legend>
      ${g.map(R=>i`<label class="choice preset">
        <input type="radio" name="preset" value=${R.id} checked=${b===R.id} data-testid=${"preset-"+R.id}
          onChange=${()=>M(R)} />
        <span><strong>${N(R.label)}</strong> <span class="muted">${N(R.summary)}</span></span>
      </label>`)}
    </fieldset>
    <details class="field rule-options" data-testid="rule-options" open=${_}
      onToggle=${R=>x(R.currentTarget.open)}>
      <summary>${r("Every rule option")}</summary>
      <div data-testid="rule-options-list">
        <${is} specs=${v&&v[n]||[]} groups=${m&&m.groups&&m.groups[n]}
          values=${C} setOption=${W} ruleset=${n} />
      </div>
    </details>
    <button type="submit" class="primary" disabled=${G} data-testid="start-game">
      ${te}</button>
    ${oe&&i`<p class="error" role="alert" data-testid="new-game-error">${oe}</p>`}
  </form>`}function Je(e){switch(e){case"easy":return r("Easy");case"medium":return r("Medium");case"hard":return r("Hard");case"expert":return r("Expert");case"master":return r("Master");default:return e||""}}var Ga="unoduo.puzzles.answers",Ya="unoduo.puzzles.streak",Fa="unoduo.puzzles.theme";function vn(e,t){try{let n=JSON.parse(localStorage.getItem(e)||"null");return n===null?t:n}catch{return t}}function bn(e,t){try{localStorage.setItem(e,JSON.stringify(t))}catch{}}function cs(){return new Date().toISOString().slice(0,10)}function Ka(){let e=vn(Ga,{});return e&&typeof e=="object"&&!Array.isArray(e)?e:{}}function Va(e,t){let n=Ka()[e];return n&&n.date===t?n:null}function Ja(e,t,n){let a=Ka(),s=Object.prototype.hasOwnProperty.call(a,e);delete a[e],a[e]={correct:!!t,date:cs()};let o=Object.keys(a);o.slice(0,Math.max(0,o.length-200)).forEach(p=>{delete a[p]}),bn(Ga,a);let l=wn();if(s||!n)return l;let c=t?l.streak+1:0,d={streak:c,best:Math.max(l.best,c)};return bn(Ya,d),d}function wn(){let e=vn(Ya,{}),t=Number.isInteger(e.streak)&&e.streak>0?e.streak:0,n=Number.isInteger(e.best)&&e.best>t?e.best:t;return{streak:t,best:n}}function Xa(){let e=vn(Fa,"");return typeof e=="string"?e:""}function Qa(e){bn(Fa,e||"")}function Za(){let[e,t]=y(ue()),[n,a]=y(null);if(S(()=>Ie(c=>t(c)),[]),S(()=>{let c=!0;return D.dailyPuzzle(e).then(d=>{c&&a(d)},()=>{c&&a(null)}),()=>{c=!1}},[e]),!n)return null;let s=Va(n.id,n.date),o=!!(s&&s.correct),l=c=>{c.preventDefault(),ee("/puzzles/daily")};return i`<section class="panel daily-puzzle" data-testid="daily-puzzle" data-puzzle=${n.id}
      data-date=${n.date} data-solved=${o?"true":"false"} aria-labelledby="daily-puzzle-title">
    <div class="daily-words">
      <h2 id="daily-puzzle-title">${r("Daily puzzle")}
        ${o&&i` <span class="daily-solved" data-testid="daily-solved">${r("✓ Solved today")}</span>`}</h2>
      <p class="muted" data-testid="daily-theme">${r("{theme} · find the best move",{theme:n.theme_title})}</p>
    </div>
    <a href="/puzzles/daily" class="button-link" data-testid="daily-open" onClick=${l}>
      ${o||s?r("See it again"):r("Solve it")}</a>
  </section>`}function Se(e){return e==="classic"?r("Classic UNO"):r("UNO Duo")}function us(e){switch(e){case"waiting":return r("Waiting for players");case"playing":return r("In progress");case"over":return r("Finished");default:return e||""}}var ds=5e3;function ps(e){let t=Math.max(0,Math.floor((Date.now()-Date.parse(e))/6e4));return!Number.isFinite(t)||t<1?r("created just now"):q("created {n} minute ago","created {n} minutes ago",t)}function fs({game:e}){let t=Ut(e.join_code),n="lobby-game-"+e.game,a=e.options&&e.options.target_score,s=e.turn_timer?Math.round(e.turn_timer):0,o=()=>ee(`/join/${encodeURIComponent(e.join_code)}`);return i`<li class="lobby-game" data-testid=${"lobby-game-"+e.game}>
    <div id=${n}>
      <strong>${Se(e.ruleset)}</strong>
      <span> · ${r("Seated:")} ${e.names.map((l,c)=>i`${c?", ":""}<bdi>${l}</bdi>`)}</span>
      <span> · ${q("{n} seat free","{n} seats free",e.free)}</span>
      ${e.bots>0&&i`<span> · ${q("{n} bot","{n} bots",e.bots)}</span>`}
      <br /><span class="muted">${q("{n} player","{n} players",e.players)}</span>
      ${s>0&&i`<span class="muted"> · ${q("{n} second per move","{n} seconds per move",s)}</span>`}
      ${a&&i`<span class="muted"> · ${r("Target score {n}",{n:a})}</span>`}
      <span class="muted"> · ${ps(e.created)}</span>
    </div>
    <button type="button" class=${t?"":"primary"} aria-describedby=${n}
      data-testid=${"lobby-join-"+e.game} onClick=${o}>${t?r("Open your game"):r("Join")}</button>
  </li>`}function hs(){let[e,t]=y(null),[n,a]=y(""),[s,o]=y(""),[l,c]=y(!1),d=P(!1),p=P(!0),u=P(1),$=Ta(async v=>{if(!d.current){d.current=!0;try{let g=new Set,b=[],k=0,_=null;for(let x=0;x<u.current;x++){let w=await D.lobby(k);for(let E of Array.isArray(w&&w.games)?w.games:[])g.has(E.game)||b.push(E),g.add(E.game);if(_=w&&Number.isInteger(w.next)?w.next:null,_===null)break;k=_}if(!p.current)return;t(b),c(_!==null),a(""),v===!0&&o(q("{n} public game is waiting for players.","{n} public games are waiting for players.",b.length))}catch(g){p.current&&a(Q(g))}finally{d.current=!1}}},[]);S(()=>{p.current=!0,$();let v=setInterval(()=>{document.visibilityState==="visible"&&$()},ds),g=()=>{document.visibilityState==="visible"&&$()};return document.addEventListener("visibilitychange",g),()=>{p.current=!1,clearInterval(v),document.removeEventListener("visibilitychange",g)}},[$]);let f=r("Loading…"),h=r("No public game is waiting for players. Create one: choose “Anyone can join”."),m=null;return e===null?m=n?null:i`<p>${f}</p>`:e.length===0?m=i`<p class="muted" data-testid="lobby-empty">${h}</p>`:m=i`<ul class="lobby-list">${e.map(v=>i`<${fs} key=${v.game} game=${v} />`)}</ul>`,i`<section class="panel lobby" data-testid="lobby" aria-labelledby="lobby-title">
    <div class="panel-head">
      <h2 id="lobby-title">${r("Public games")}</h2>
      <button type="button" data-testid="lobby-refresh" onClick=${()=>$(!0)}>${r("Refresh")}</button>
    </div>
    <p class="visually-hidden" role="status" aria-live="polite" data-testid="lobby-status">${s}</p>
    ${n&&i`<p class="error" role="alert" data-testid="lobby-error">${n}</p>`}
    ${m}
    ${l&&i`<button type="button" class="lobby-more" data-testid="lobby-more"
      onClick=${()=>{u.current+=1,$(!0)}}>${r("Show more games")}</button>`}
  </section>`}function $s(){let[e,t]=y("");return i`<form class="panel" onSubmit=${a=>{a.preventDefault();let s=e.trim().toUpperCase();s&&ee(`/join/${encodeURIComponent(s)}`)}} data-testid="join-form">
    <h2>${r("Join a friend")}</h2>
    <label class="field">
      <span>${r("Join code")}</span>
      <input data-testid="join-code" value=${e} maxlength="16" autocapitalize="characters" spellcheck="false"
        onInput=${a=>t(a.target.value)} />
    </label>
    <button type="submit" data-testid="join-go">${r("Join")}</button>
  </form>`}function ms(){let[e,t]=y(null),[n,a]=y("");return S(()=>{let s=$n();if(!s.length){t([]);return}D.myGames(s.slice(-200)).then(o=>t(o.games||[]),o=>a(Q(o)))},[]),n?i`<section class="panel"><h2>${r("My games")}</h2><p class="error">${n}</p></section>`:e===null?i`<section class="panel"><h2>${r("My games")}</h2><p>${r("Loading…")}</p></section>`:i`<section class="panel" data-testid="my-games">
    <h2>${r("My games")}</h2>
    ${e.length===0?i`<p>${r("No games yet.")}</p>`:i`<ul class="game-list">
        ${e.map(s=>i`<li data-testid=${"my-game-"+s.game}>
          <${T} href=${s.status==="over"?`/replay/${s.game}`:`/game/${s.game}`}>
            ${Se(s.ruleset)}: ${s.players.map((o,l)=>i`${l?" · ":""}<bdi>${o.name||r("Seat {n}",{n:o.seat+1})}</bdi> ${s.scores[o.seat]??""}`)}
          </${T}>
          <span class="muted"> — ${us(s.status)}</span>
          ${s.status==="over"&&i` <${T} href=${`/game/${s.game}`}>${r("Score sheet")}</${T}>`}
        </li>`)}
      </ul>`}
  </section>`}var er="unoduo.visited";function gs(){try{let e=localStorage.getItem(er);return localStorage.setItem(er,"1"),!e}catch{return!1}}var _n=null,tr=["R7","Y+2","W+4","G+2","BR"];function ys(){return i`<div class="home-fan" aria-hidden="true" data-testid="home-cards">
    ${tr.map((e,t)=>i`<span class="home-fan-card" style=${`--i:${t-(tr.length-1)/2}`}>
      <${re} code=${e} /></span>`)}
  </div>`}function bs(){let[e,t]=y(rt()),[n,a]=y(""),s=P(null),o=()=>{let c=e.trim().slice(0,32);return c?(a(""),Ye(c),c):(a(r("Type your name first: the other players see it.")),s.current&&s.current.focus(),null)};return{field:i`<div class="field home-name">
    <label for="home-name">${r("Your name")}</label>
    <input id="home-name" ref=${s} data-testid="name" value=${e} maxlength="32" autocomplete="nickname"
      aria-invalid=${n?"true":"false"} aria-describedby=${n?"home-name-error":void 0}
      onInput=${c=>{t(c.target.value),c.target.value.trim()&&a("")}}
      onChange=${c=>{c.target.value.trim()&&Ye(c.target.value.trim().slice(0,32))}} />
    ${n&&i`<p class="error" id="home-name-error" role="alert" data-testid="name-error">${n}</p>`}
  </div>`,check:o}}function vs({name:e,first:t}){let[n,a]=y(!1),[s,o]=y(""),l=async()=>{let p=e.check();if(p!==null){a(!0),o("");try{let u=await D.createGame({ruleset:"duo",opponent:"bot",difficulty:"easy",name:p});xe(u.game,u.seat,u.token,{}),ee(`/game/${u.game}`)}catch(u){o(Q(u,"create")),a(!1)}}},c=i`<a href="/learn" data-testid="learn-now" class=${"button-link"+(t?" primary big":"")}
    onClick=${p=>{p.preventDefault(),ee("/learn")}}>${r("Learn UNO Duo")}</a>`,d=i`<button type="button" class=${t?"big":"primary big"} disabled=${n}
    data-testid="play-bot-now" onClick=${l}>${r("Play a bot now")}</button>`;return i`<section class="panel welcome" data-testid="welcome" data-first-visit=${t?"true":"false"}>
    <${ys} />
    <div class="welcome-text">
      <h1>${r("UNO Duo")}</h1>
      <p class="tagline" data-testid="tagline">${r("UNO for two: draft your hand, volley Draw 2s, dump a colour with a Reverse; the lower total wins.")}</p>
      ${e.field}
      <div class="welcome-actions" data-testid="welcome-actions">
        ${t?i`${c}${d}`:i`${d}${c}`}
      </div>
      <p class="muted welcome-note">${r("Play a bot now: UNO Duo against the Easy bot, the official rules.")}
        ${" "}<${T} href="/rules" testid="home-rules">${r("Rules and words of the game")}</${T}></p>
      ${s&&i`<p class="error" role="alert" data-testid="play-now-error">${s}</p>`}
    </div>
  </section>`}function nr(){S(()=>{document.title=r("UNO Duo")},[]),_n===null&&(_n=gs());let e=bs();return i`<main class="page home" data-testid="home">
    <${vs} name=${e} first=${_n} />
    <${Za} />
    <div class="home-grid">
      <div>
        <details class="panel more-ways" data-testid="more-ways">
          <summary><h2>${r("More ways to play")}</h2>
            <span class="muted">${r("A friend, a public game, classic UNO for 2 to 10, the bot's level, house rules")}</span>
          </summary>
          <${Ba} checkName=${e.check} />
        </details>
        <${$s} />
      </div>
      <div>
        <${hs} />
        <${ms} />
      </div>
    </div>
  </main>`}var ws=8;function kn(e,t,n){let[a,s]=y(null);return S(()=>{if(!e){s(null);return}let o=!0;return D.myPuzzles(n).then(l=>{o&&s(l)},()=>{o&&s(null)}),()=>{o=!1}},[e&&e.name,t,n]),a}function xn(e){return e.provisional?String(e.rating)+"?":String(e.rating)}function ar({mine:e}){let t=e.history.slice(0,ws);return i`<ol class="puzzle-answers">
    ${t.map((n,a)=>i`<li key=${n.id+a} data-testid="puzzle-history-item"
        data-correct=${n.correct?"true":"false"}>
      <span aria-hidden="true" class=${n.correct?"mark-right":"mark-wrong"}>${n.correct?"✓":"✗"}</span>
      <${T} href=${`/puzzles/${encodeURIComponent(n.id)}`}>${r("Puzzle {id}",{id:n.id})}</${T}>
      <span class="visually-hidden">${n.correct?r("(right)"):r("(wrong)")}</span>
      <span class="muted">${r("rating {n}",{n:n.rating_after})}</span>
    </li>`)}
  </ol>`}function rr({mine:e}){return!e||!e.history||!e.history.length?null:i`<details class="puzzle-history" data-testid="puzzle-history">
    <summary>${r("Your last puzzles")}</summary>
    <${ar} mine=${e} />
  </details>`}function or({account:e,lang:t}){let n=kn(e,0,t);return n?i`<section class="panel" data-testid="account-puzzles">
    <h2>${r("Puzzles")}</h2>
    <p class="big-rating"><bdi dir="ltr" data-testid="account-puzzle-rating" data-rating=${n.rating}>
      ${r("Puzzle rating {n}",{n:xn(n)})}<span class="muted"> ± ${n.deviation}</span></bdi></p>
    <p data-testid="account-puzzle-streak" data-streak=${n.streak}>${r("Streak {n}",{n:n.streak})}
      ${" · "}<span class="muted">${r("Best {n}",{n:n.best_streak})}</span></p>
    ${n.history.length?i`<${ar} mine=${n} />`:i`<p class="muted">${r("No puzzles answered yet.")}</p>`}
    <p><${T} href="/puzzles/daily" testid="account-daily-puzzle">${r("Daily puzzle")}</${T}>
      ${" · "}<${T} href="/puzzles" testid="account-more-puzzles">${r("More puzzles")}</${T}></p>
  </section>`:null}function qe(){let[e,t]=y(La());return S(()=>Oa(t),[]),e}function yt(e){return e==="classic"?r("Classic UNO"):r("UNO Duo")}function Xe(e){return Q(e,"account")}function Sn({rating:e,testid:t}){if(!e)return null;let n=e.provisional;return i`<span class=${"rating"+(n?" provisional":"")} data-testid=${t||null} dir="ltr"
    data-rating=${e.rating} title=${n?r("Provisional: a few more rated games are needed."):""}>
    ${e.rating}${n?i`<abbr aria-hidden="true">?</abbr>`:""}
    ${n&&i`<span class="visually-hidden">${r("(provisional)")}</span>`}</span>`}function _s(){let[e,t]=y("login"),[n,a]=y(""),[s,o]=y(""),[l,c]=y(""),[d,p]=y(!1),u=async f=>{f.preventDefault(),p(!0),c("");try{await Ia(e,n.trim(),s),ee("/rated")}catch(h){c(Xe(h)),p(!1)}},$=e==="signup";return i`<form class="panel account-form" onSubmit=${u} data-testid="account-form" data-mode=${e}>
    <div class="tabs" role="tablist">
      <button type="button" role="tab" aria-selected=${!$} class=${$?"":"selected"}
        data-testid="mode-login" onClick=${()=>t("login")}>${r("Log in")}</button>
      <button type="button" role="tab" aria-selected=${$} class=${$?"selected":""}
        data-testid="mode-signup" onClick=${()=>t("signup")}>${r("Create an account")}</button>
    </div>
    <label class="field"><span>${r("Name")}</span>
      <input data-testid="account-name" value=${n} maxlength="24" autocomplete="username" required
        onInput=${f=>a(f.target.value)} /></label>
    <label class="field"><span>${r("Password")}</span>
      <input type="password" data-testid="account-password" value=${s} maxlength="128" required
        autocomplete=${$?"new-password":"current-password"} minlength=${$?8:void 0}
        onInput=${f=>o(f.target.value)} /></label>
    ${$&&i`<p class="muted hint">${r("At least 8 characters. The games you played in this browser move to your account.")}</p>`}
    <button type="submit" class="primary" disabled=${d} data-testid="account-submit">
      ${$?r("Create an account"):r("Log in")}</button>
    ${l&&i`<p class="error" role="alert" data-testid="account-error">${l}</p>`}
    <p class="muted hint">${r("An account is optional: it keeps your name, your rating and your games. Guests play as before.")}</p>
  </form>`}function ks(){let[e,t]=y(""),[n,a]=y(""),[s,o]=y(""),[l,c]=y("");return i`<form class="panel" onSubmit=${async p=>{p.preventDefault(),c(""),o("");try{await D.changePassword(e,n),t(""),a(""),o(r("Password changed. Other devices are logged out."))}catch(u){c(Xe(u))}}} data-testid="password-form">
    <h2>${r("Change the password")}</h2>
    <label class="field"><span>${r("Current password")}</span>
      <input type="password" value=${e} autocomplete="current-password" required data-testid="old-password"
        onInput=${p=>t(p.target.value)} /></label>
    <label class="field"><span>${r("New password")}</span>
      <input type="password" value=${n} autocomplete="new-password" minlength="8" required
        data-testid="new-password" onInput=${p=>a(p.target.value)} /></label>
    <button type="submit" data-testid="password-submit">${r("Change the password")}</button>
    ${s&&i`<p role="status" data-testid="password-done">${s}</p>`}
    ${l&&i`<p class="error" role="alert">${l}</p>`}
  </form>`}function xs(){let[e,t]=y(""),[n,a]=y(!1),[s,o]=y("");return i`<form class="panel danger" onSubmit=${async c=>{c.preventDefault(),o("");try{await qa(e),ee("/")}catch(d){o(Xe(d))}}} data-testid="delete-form">
    <h2>${r("Delete the account")}</h2>
    <p class="muted">${r("Your name, password, ratings and sessions are deleted. Games stay for the other players, with your seat shown as a numbered player.")}</p>
    <label class="field"><span>${r("Current password")}</span>
      <input type="password" value=${e} autocomplete="current-password" required data-testid="delete-password"
        onInput=${c=>t(c.target.value)} /></label>
    <label class="choice"><input type="checkbox" checked=${n} data-testid="delete-sure"
      onChange=${c=>a(c.target.checked)} /> ${r("I understand that this cannot be undone.")}</label>
    <button type="submit" disabled=${!n} data-testid="delete-submit">${r("Delete the account")}</button>
    ${s&&i`<p class="error" role="alert">${s}</p>`}
  </form>`}function sr(){let e=qe();if(S(()=>{document.title=r("Account")},[]),!e)return i`<main class="page narrow" data-testid="account-page"><h1>${r("Account")}</h1><${_s} /></main>`;let t=async()=>{await Da(),ee("/")};return i`<main class="page narrow" data-testid="account-page">
    <h1>${r("Account")}</h1>
    <section class="panel">
      <p data-testid="logged-in-as">${r("Logged in as")} <strong><bdi>${e.name}</bdi></strong></p>
      <p><${T} href=${`/players/${encodeURIComponent(e.name)}`} testid="my-profile">${r("Your profile")}</${T}></p>
      <button type="button" data-testid="logout" onClick=${t}>${r("Log out")}</button>
    </section>
    <${or} account=${e} lang=${ue()} />
    <${ks} />
    <${xs} />
  </main>`}function Ss({points:e,system:t}){if(!e||e.length===0)return i`<p class="muted">${r("No rated games yet.")}</p>`;let n=[1500,...e.map(h=>h.rating)],a=Math.min(...n)-20,s=Math.max(...n)+20,o=300,l=80,c=h=>n.length===1?0:h*o/(n.length-1),d=h=>l-(h-a)*l/(s-a),p=n.map((h,m)=>`${c(m).toFixed(1)},${d(h).toFixed(1)}`).join(" "),u=r("Rating after each rated game of {system}: {ratings}",{system:yt(t),ratings:e.map(h=>h.rating).join(", ")}),$=n.length>1?[0,n.length-1]:[0],f=h=>d(h)>l/2?d(h)-9:d(h)+20;return i`<svg class="rating-chart" viewBox=${`-4 -8 ${o+8} ${l+16}`} role="img" aria-label=${u}
    data-testid=${"history-"+t}>
    <polyline points=${p} fill="none" stroke="currentColor" stroke-width="2.5" />
    ${n.map((h,m)=>i`<circle cx=${c(m)} cy=${d(h)} r="3.5" fill="currentColor" />`)}
    ${$.map(h=>i`<text class="rating-chart-value" x=${c(h)} y=${f(n[h])}
      text-anchor=${h===0?"start":"end"} direction="ltr" aria-hidden="true">${n[h]}</text>`)}
  </svg>`}function Ts(e){return e.status!=="over"?r("In progress"):e.winner===null||e.winner===void 0?r("No winner"):e.winner===e.seat?r("Won"):r("Lost")}function Cs({game:e}){let t=e.seats.filter(s=>s.seat!==e.seat),n=e.change,a=" · ";return i`<li data-testid=${"profile-game-"+e.game}>
    <strong>${Se(e.ruleset)}</strong>${a}${t.map((s,o)=>i`${o?", ":""}<bdi>${s.kind==="bot"?r("Bot ({level})",{level:Je(s.difficulty)}):s.name}</bdi>`)}${a}${Ts(e)}
    <bdi dir="ltr"> (${e.scores.join(" : ")})</bdi>
    ${e.rated&&i`${a}<span class="muted">${r("rated")}</span>`}
    ${typeof n=="number"&&i` <span class=${n>=0?"up":"down"} dir="ltr">
      ${n>=0?"+":"−"}${Math.abs(n)}</span>`}
    ${e.status==="over"&&!e.broken&&i` · <${T} href=${`/replay/${e.game}`}>${r("Replay")}</${T}>`}
  </li>`}function ir({name:e}){let[t,n]=y(null),[a,s]=y("");return S(()=>{document.title=e,n(null),D.profile(e).then(n,o=>s(Xe(o)))},[e]),a?i`<main class="page" data-testid="profile-page"><p class="error">${a}</p></main>`:t?i`<main class="page" data-testid="profile-page">
    <h1><bdi data-testid="profile-name">${t.name}</bdi></h1>
    <div class="home-grid">
      ${["duo","classic"].map(o=>i`<section class="panel" data-testid=${"profile-"+o}>
        <h2>${yt(o)}</h2>
        <p class="big-rating"><bdi dir="ltr"><${Sn} rating=${t.ratings[o]} testid=${"rating-"+o} />
          <span class="muted"> ± ${t.ratings[o].deviation}</span></bdi></p>
        <p class="muted">${q("{n} rated game","{n} rated games",t.ratings[o].games)}</p>
        <${Ss} points=${t.history[o]} system=${o} />
      </section>`)}
    </div>
    <section class="panel">
      <h2>${r("Recent games")}</h2>
      ${t.games.length===0?i`<p class="muted">${r("No games yet.")}</p>`:i`<ul class="game-list" data-testid="profile-games">
          ${t.games.map(o=>i`<${Cs} key=${o.game} game=${o} />`)}</ul>`}
    </section>
  </main>`:i`<main class="page" data-testid="profile-page"><p>${r("Loading…")}</p></main>`}function lr(){let[e,t]=y("duo"),[n,a]=y(null),[s,o]=y("");return S(()=>{document.title=r("Leaderboard")},[]),S(()=>{a(null),D.leaderboard(e).then(a,l=>o(Xe(l)))},[e]),i`<main class="page" data-testid="leaderboard-page">
    <h1>${r("Leaderboard")}</h1>
    <div class="tabs" role="tablist">
      ${["duo","classic"].map(l=>i`<button type="button" role="tab" aria-selected=${l===e}
        class=${l===e?"selected":""} data-testid=${"board-"+l} onClick=${()=>t(l)}>
        ${yt(l)}</button>`)}
    </div>
    ${s&&i`<p class="error">${s}</p>`}
    <section class="panel">
      ${n===null?i`<p>${r("Loading…")}</p>`:n.players.length===0?i`<p class="muted">${r("No rated players yet.")}</p>`:i`<table class="board" data-testid="leaderboard">
          <thead><tr><th>#</th><th>${r("Player")}</th><th>${r("Rating")}</th><th>${r("Games")}</th></tr></thead>
          <tbody>${n.players.map(l=>i`<tr data-testid=${"board-row-"+l.name}>
            <td>${l.rank}</td>
            <td><${T} href=${`/players/${encodeURIComponent(l.name)}`}><bdi>${l.name}</bdi></${T}></td>
            <td><${Sn} rating=${l} /></td><td>${l.games}</td></tr>`)}</tbody>
        </table>`}
      <p class="muted hint">${r("A question mark marks a provisional rating: a few more rated games are needed.")}</p>
    </section>
    ${n&&i`<section class="panel" data-testid="bot-ratings">
      <h2>${r("Bots")}</h2>
      <p class="muted">${r("Bots play at fixed ratings measured in tournaments between them, so you can see where you stand.")}</p>
      <ul class="game-list">${n.bots.map(l=>i`<li>${Je(l.difficulty)}: <strong>${l.rating}</strong></li>`)}</ul>
    </section>`}
  </main>`}var Rs=1e3;function cr(){let e=qe(),[t,n]=y("duo"),[a,s]=y(4),[o,l]=y(!1),[c,d]=y(null),[p,u]=y(""),$=P(!0);if(S(()=>{document.title=r("Rated play")},[]),S(()=>{if($.current=!0,!e)return;let g=async()=>{try{let k=await D.queueStatus();if(!$.current)return;if(k.status==="matched"){xe(k.game,k.seat,k.token,{}),ee(`/game/${k.game}`);return}d(k)}catch(k){$.current&&u(Xe(k))}};g();let b=setInterval(g,Rs);return()=>{$.current=!1,clearInterval(b)}},[e]),!e)return i`<main class="page narrow" data-testid="rated-page"><h1>${r("Rated play")}</h1>
      <section class="panel"><p>${r("Rated games need an account, so that your rating follows you.")}</p>
      <p><${T} href="/account" testid="rated-login">${r("Log in or create an account")}</${T}></p></section></main>`;let f=async g=>{g.preventDefault(),u("");try{d(await D.enterQueue({mode:t,size:t==="duo"?2:Number(a),bots:o}))}catch(b){u(Xe(b))}},h=async()=>d(await D.leaveQueue()),m=c&&c.status==="waiting",v=e.ratings&&e.ratings[t];return i`<main class="page narrow" data-testid="rated-page">
    <h1>${r("Rated play")}</h1>
    <p>${r("Your rating")}: <${Sn} rating=${v} testid="my-rating" />${" · "}<${T}
      href=${`/players/${encodeURIComponent(e.name)}`}>${r("Your profile")}</${T}>${" · "}<${T}
      href="/leaderboard">${r("Leaderboard")}</${T}></p>
    ${m?i`<section class="panel queue-wait" data-testid="queue-waiting" aria-live="polite">
        <h2>${r("Looking for players…")}</h2>
        <p>${yt(c.mode)}${c.mode==="classic"?" · "+q("{n} player","{n} players",c.size):""}</p>
        <p class="muted">${q("Waiting for {n} second","Waiting for {n} seconds",Math.round(c.waited))}${" · "}${r("Opponents within {points} points of your rating",{points:c.window})}</p>
        <button type="button" data-testid="queue-cancel" onClick=${h}>${r("Cancel")}</button>
      </section>`:i`<form class="panel" onSubmit=${f} data-testid="queue-form">
        <fieldset class="field"><legend>${r("Rules")}</legend>
          ${["duo","classic"].map(g=>i`<label class="choice"><input type="radio" name="mode" value=${g}
            checked=${t===g} data-testid=${"queue-"+g} onChange=${()=>n(g)} /> ${yt(g)}</label>`)}
        </fieldset>
        ${t==="classic"&&i`<label class="field"><span>${r("Players")}</span>
          <input type="number" min="2" max="10" value=${a} data-testid="queue-size"
            onInput=${g=>s(g.target.value)} /></label>`}
        <label class="choice"><input type="checkbox" checked=${o} data-testid="queue-bots"
          onChange=${g=>l(g.target.checked)} /> ${r("Fill empty seats with bots if nobody comes soon")}</label>
        <button type="submit" class="primary" data-testid="queue-find">${r("Find a game")}</button>
        <p class="muted hint">${r("You are paired with players near your rating; the range widens while you wait.")}</p>
      </form>`}
    ${p&&i`<p class="error" role="alert">${p}</p>`}
  </main>`}var zs=2,Es=4e3,Ms=new Set(["unauthorized","no_seat","unknown_game","no_such_game","protocol","too_many_spectators","too_many_attempts","private_game"]);function As(e,t){let n=e.view,a=e.events_from||0,s=n.events||[];if(a>0){if(t.round!==n.round||t.events.length!==a)return null;s=t.events.concat(s)}return n.events=s,Array.isArray(n.previous_events)?t={...t,previous:n.previous_events}:n.previous_events=t.previous,{round:n.round,events:s,previous:t.previous}}var Qe=null;function Ps(){return`${location.protocol==="https:"?"wss":"ws"}://${location.host}/ws`}function ur(){if(Qe||!window.unoduoEarlySocket)return;Qe=window.unoduoEarlySocket,window.unoduoEarlySocket=null;let e=Qe;setTimeout(()=>{Qe===e&&(Qe=null,e.socket.close())},1e4)}function dr(e){return e.type==="error"&&Ms.has(e.code)}function pr(e){try{return JSON.parse(e.data)}catch{return null}}function Ls(e){let t=Qe;if(Qe=null,!t)return null;let n=t.hello;if(!["protocol","game","token","spectate","code","lang"].every(o=>(n[o]??null)===(e[o]??null)))return t.socket.close(),null;let s=t.messages.some(o=>{let l=pr(o);return l!==null&&dr(l)});return t.socket.readyState>WebSocket.OPEN&&!s?null:t}var Wt=class{constructor(t,n,a,s,o=null){this.game=t,this.token=n,this.code=o,this.onMessage=a,this.onStatus=s,this.socket=null,this.attempt=0,this.closed=!1,this.retryTimer=null,this.pingTimer=null,this.connect()}url(){return Ps()}connect(){if(this.closed)return;this.onStatus("connecting");let t={type:"hello",protocol:zs,game:this.game,lang:ue()};this.token?t.token=this.token:t.spectate=!0,!this.token&&this.code&&(t.code=this.code);let n,a=null;try{a=Ls(t),n=a?a.socket:new WebSocket(this.url())}catch{this.scheduleRetry();return}this.socket=n;let s={round:null,events:[],previous:[]},o=()=>n.send(JSON.stringify(t));a||n.addEventListener("open",o);let l=c=>{let d=pr(c);if(d!==null){if(dr(d)&&(this.closed=!0,this.onStatus("closed")),d.type==="state"&&d.view&&(s=As(d,s),s===null)){n.close();return}d.type==="welcome"&&(this.attempt=0,this.onStatus("open"),this.startPing()),this.onMessage(d)}};if(n.addEventListener("message",l),a){n.onmessage=null;for(let c of a.messages)l(c)}n.addEventListener("close",()=>{this.stopPing(),this.socket===n&&(this.socket=null,!this.closed&&this.scheduleRetry())}),n.addEventListener("error",()=>{})}scheduleRetry(){if(this.closed)return;this.onStatus("connecting");let t=Math.min(Es,200*2**this.attempt);this.attempt+=1;let n=t/2+Math.random()*(t/2);clearTimeout(this.retryTimer),this.retryTimer=setTimeout(()=>this.connect(),n)}startPing(){this.stopPing(),this.pingTimer=setInterval(()=>this.send({type:"ping"}),2e4)}stopPing(){clearInterval(this.pingTimer),this.pingTimer=null}send(t){return!this.socket||this.socket.readyState!==WebSocket.OPEN?!1:(this.socket.send(JSON.stringify(t)),!0)}close(){this.closed=!0,clearTimeout(this.retryTimer),this.stopPing(),this.socket&&this.socket.close(),this.socket=null}};function Os({invite:e}){let t=e.house_rules||[],n=e.names.filter(a=>a!==e.host);return i`<div class="invitation" data-testid="invitation">
    <p class="invitation-host" data-testid="join-host">${r("{host} invites you to a game.",{host:e.host})}</p>
    <dl class="invitation-facts">
      <dt>${r("Game")}</dt>
      <dd data-testid="join-ruleset">${Se(e.ruleset)}
        ${e.ruleset==="classic"?i` · ${q("{n} player","{n} players",e.players)}`:null}</dd>
      ${e.bots>0&&i`<dt>${r("Bots")}</dt>
        <dd>${q("{n} bot","{n} bots",e.bots)}</dd>`}
      ${n.length>0&&i`<dt>${r("Also playing")}</dt><dd><bdi>${n.join(", ")}</bdi></dd>`}
      <dt>${r("Rules")}</dt>
      <dd data-testid="join-rules">${t.length===0?r("The rules as printed."):i`<ul>${t.map(a=>i`<li data-testid="join-rule">${N(a)}</li>`)}</ul>`}</dd>
    </dl>
  </div>`}function fr({code:e}){let[t,n]=y(rt()),[a,s]=y(null),[o,l]=y(""),[c,d]=y(""),[p,u]=y(!1);S(()=>{let h=Ut(e);if(h){ee(`/game/${h}`,!0);return}let m=!0;return D.invitation(e).then(v=>{m&&s(v)},v=>{m&&l(Q(v))}),()=>{m=!1}},[e]);let $=async h=>{h.preventDefault();let m=t.trim().slice(0,32);if(!m){d(r("Type your name first: the other players see it."));return}u(!0),d("");try{Ye(m);let v=await D.join(e,m);xe(v.game,v.seat,v.token,{joined_with:e.toUpperCase()}),ee(`/game/${v.game}`,!0)}catch(v){d(Q(v)),u(!1)}},f=a&&a.free===0;return i`<main class="page join-page" data-testid="join-page">
    <h1>${r("Join a game")}</h1>
    <form class="panel" onSubmit=${$}>
      ${a&&i`<${Os} invite=${a} />`}
      ${!a&&!o&&i`<p role="status" data-testid="join-loading">${r("Loading…")}</p>`}
      ${o&&i`<p class="error" role="alert" data-testid="join-problem">${o}</p>`}
      <p class="join-code-line">${r("Join code")}: <strong data-testid="join-page-code">${e.toUpperCase()}</strong></p>
      ${f?i`<p class="error" role="alert" data-testid="join-full">${r("This game is already full.")}</p>`:i`<label class="field">
            <span>${r("Your name")}</span>
            <input data-testid="join-name" value=${t} maxlength="32" autocomplete="nickname"
              onInput=${h=>n(h.target.value)} />
          </label>
          <button type="submit" class="primary big" disabled=${p||!!o} data-testid="join-submit">
            ${r("Join the game")}</button>`}
      ${c&&i`<p class="error" role="alert" data-testid="join-error">${c}</p>`}
    </form>
  </main>`}function ne(e,t,n){if(t==null)return"";if(n!=null&&t===n)return r("You");let a=(e||[]).find(s=>s.seat===t);return a&&a.default_name?`⁨${N(a.default_name)}⁩`:a&&a.name?`⁨${a.name}⁩`:r("Seat {n}",{n:t+1})}var Ns=["best","good","inaccuracy","mistake","blunder"],bt={best:"",good:"",inaccuracy:"?!",mistake:"?",blunder:"??"},$r=new Set(["inaccuracy","mistake","blunder"]),Is=5,Ds=400;function Gt(e,t){switch(e&&e.code){case"too_many_reviews":return r("You already have a review in progress: wait until it is ready.");case"reviews_busy":return r("The server is busy with other reviews: try again in a few minutes.");case"review_failed":return r("The review failed; try again.");case"review_timeout":return r("The review took too long and was stopped; try a smaller budget.");case"hints_off":return r("Hints are only for games against bots: another person plays here.");case"hints_rated":return r("No hints in a rated game: the coach can review it once it is over.");case"hint_busy":return r("The coach is still thinking about your last hint.");case"hints_busy":return r("The coach is busy: ask for a hint again in a moment.");case"hint_failed":return r("The coach could not work out a hint; try again.");case"too_many_hints":return r("Too many hints: try again in a moment.");case"not_playing":return r("There is nothing to hint: the game is not going on.");case"rate_limited":return t==="review"?r("Too many reviews: try again later."):Q(e,t);default:return Q(e,t)}}function Tn(){S(()=>{let e=new URL("../css/coach.css",import.meta.url).href;if(!document.querySelector(`link[href="${e}"]`)){let t=document.createElement("link");t.rel="stylesheet",t.href=e,document.head.appendChild(t)}},[])}function Yt(e){switch(e){case"best":return r("Best");case"good":return r("Good");case"inaccuracy":return r("Inaccuracy");case"mistake":return r("Mistake");case"blunder":return r("Blunder");default:return e}}function Ue(e){return Math.round(100*Math.max(0,Math.min(1,Number(e)||0)))}function qs(){let e=(Ve().limits||{}).review||{budget:400,min:10,max:2e3},t=a=>Math.max(e.min,Math.min(e.max,Math.round(a))),n=[{key:"quick",budget:t(e.budget/4)},{key:"standard",budget:t(e.budget)},{key:"deep",budget:t(e.budget*4)}];return n.filter((a,s)=>n.findIndex(o=>o.budget===a.budget)===s)}function Us(e){return e==="quick"?r("Quick"):e==="deep"?r("Deep"):r("Standard")}function js(e,t){let n=new URLSearchParams(location.search).get("review"),a=t.map(l=>l.seat);if(n!==null&&a.includes(Number(n)))return Number(n);let s=Ge(e);if(s&&a.includes(s.seat))return s.seat;let o=t.find(l=>l.kind==="human");return o?o.seat:0}function Hs(e,t,n,a){let[s,o]=y({status:"loading"}),[l,c]=y(""),d=P(null),p=P(0),u=(f,h)=>{f.then(m=>{h===p.current&&(o(m),c(""),(m.status==="queued"||m.status==="running")&&(d.current=setTimeout(()=>u(D.review(e,t,n),h),Ds)))},m=>{h===p.current&&(c(Gt(m,"review")),o(v=>v.status==="loading"?{status:"none"}:v))})};return S(()=>{p.current+=1;let f=p.current;return o({status:"loading"}),c(""),u(a?D.askReview(e,t,n):D.review(e,t,n),f),()=>{p.current+=1,clearTimeout(d.current)}},[e,t,n]),{status:s,error:l,ask:()=>{clearTimeout(d.current),p.current+=1,o(f=>({...f,status:"queued",queue_position:null})),u(D.askReview(e,t,n),p.current)}}}function mr({replay:e,game:t,at:n,go:a}){Tn();let s=e.players,[o,l]=y(()=>js(t,s)),c=We(qs,[]),[d,p]=y(()=>(c.find(b=>b.key==="standard")||c[0]).key),u=(c.find(b=>b.key===d)||c[0]).budget,$=We(()=>new URLSearchParams(location.search).get("review")!==null,[]),{status:f,error:h,ask:m}=Hs(t,o,u,$),v=f.status==="done"?f.review:null,g=f.status==="queued"||f.status==="running";return i`<section class="panel review" data-testid="review" aria-labelledby="review-title"
      data-status=${f.status}>
    <div class="review-head">
      <h2 id="review-title">${r("The coach's review")}</h2>
      <label>${r("Player")}
        <select data-testid="review-seat" value=${String(o)} onChange=${b=>l(Number(b.target.value))}>
          ${s.map(b=>i`<option value=${String(b.seat)} selected=${b.seat===o}>${ne(s,b.seat,null)}</option>`)}
        </select></label>
      <label>${r("Depth")}
        <select data-testid="review-budget" value=${d} onChange=${b=>p(b.target.value)}>
          ${c.map(b=>i`<option value=${b.key} selected=${b.key===d}>${Us(b.key)}</option>`)}
        </select></label>
    </div>
    ${(f.status==="none"||f.status==="failed")&&i`<div class="review-ask">
      <p class="muted">${r("The coach replays each decision of this player with only what they knew then, and marks the costly ones.")}</p>
      <button type="button" class="primary" onClick=${m} data-testid="review-start">${r("Review")}</button></div>`}
    ${f.status==="failed"&&f.error&&i`<p class="error" role="alert" data-testid="review-error">
      ${Gt(f.error,"review")}</p>`}
    ${h&&i`<p class="error" role="alert" data-testid="review-error">${h}</p>`}
    ${g&&i`<${Ws} status=${f} />`}
    ${f.status==="loading"&&i`<p class="muted">${r("Loading…")}</p>`}
    ${v&&i`<${Gs} review=${v} replay=${e} at=${n} go=${a} seat=${o} />`}
  </section>`}function Ws({status:e}){let t=e.total||0,n;return e.status==="queued"?n=e.queue_position?r("Waiting for the coach: number {n} in line",{n:e.queue_position}):r("Waiting for the coach…"):t?n=r("Reviewing: {done} of {total} decisions",{done:e.done,total:t}):n=r("Reviewing…"),i`<div class="review-progress" data-testid="review-progress" role="status">
    <progress max=${t||1} value=${t?e.done:void 0} aria-label=${n}></progress>
    <span>${n}</span></div>`}function Bs(e,t){return e.find(n=>n.index+1===t)||e.find(n=>n.index===t)||null}function Gs({review:e,replay:t,at:n,go:a,seat:s}){let[o,l]=y("match"),c=e.decisions||[],d=Bs(c,n),p=c.filter($=>$.judged&&$r.has($.label)).sort(($,f)=>f.loss-$.loss).slice(0,Is),u=$=>a($.index+1);return i`<div class="review-body" data-testid="review-body">
    <p class="review-accuracy" data-testid="review-accuracy">${r("{name}: accuracy {n}%",{name:ne(t.players,s,null),n:Math.round(e.accuracy)})}</p>
    <div class="review-measure" role="radiogroup" aria-label=${r("Win chance of")}>
      <label><input type="radio" name="review-measure" checked=${o==="match"} data-testid="review-measure-match"
        onChange=${()=>l("match")} /> ${r("the match")}</label>
      <label><input type="radio" name="review-measure" checked=${o==="round"} data-testid="review-measure-round"
        onChange=${()=>l("round")} /> ${r("the round")}</label>
    </div>
    <${Fs} decisions=${c} replay=${t} at=${n} go=${a} measure=${o} current=${d} />
    <${Ys} counts=${e.labels||{}} />
    <div class="review-worst" data-testid="review-worst">
      <h3>${r("Worst moments")}</h3>
      ${p.length===0&&i`<p class="muted">${r("No costly decision: well played.")}</p>`}
      ${p.length>0&&i`<div class="review-worst-buttons">${p.map($=>i`<button type="button"
          key=${$.index} class=${"review-worst-button label-"+$.label} onClick=${()=>u($)}
          aria-current=${d===$?"true":null} data-testid="review-worst-button" data-step=${$.index+1}>
          <span class="review-mark" aria-hidden="true">${bt[$.label]}</span>
          ${r("Move {i} (round {round}): {label}, −{loss}%",{i:$.index+2,round:$.round,label:Yt($.label),loss:Ue($.loss)})}</button>`)}</div>`}
    </div>
    <${Ks} decision=${d} at=${n} />
    <${Vs} rounds=${e.rounds||[]} go=${a} decisions=${c} />
  </div>`}function Ys({counts:e}){return i`<ul class="review-legend" data-testid="review-legend" aria-label=${r("Labels")}>
    ${Ns.map(t=>i`<li key=${t} class=${"label-"+t}>
      <span class="review-swatch" aria-hidden="true">${bt[t]}</span>
      ${r("{label}: {n}",{label:Yt(t),n:e[t]||0})}</li>`)}
  </ul>`}var hr=6,Pe=e=>hr+(100-2*hr)*(1-e);function Fs({decisions:e,replay:t,at:n,go:a,measure:s,current:o}){let l=Math.max(1,t.total-1),c=document.documentElement.dir==="rtl",d=P(null),p=P(!1),u=(w,E)=>s==="match"?w[E==="before"?"match_before":"match_after"]:w[E==="before"?"win_before":"win_after"],$="",f="",h=null,m=null,v=null;for(let w of e){let E=1e3*w.index/l,C=1e3*(w.index+1)/l,W=2*Pe(u(w,"before")),M=2*Pe(u(w,"after")),G=h===null||s==="round"&&w.round!==h;$+=`${G?"M":"L"}${E.toFixed(1)} ${W.toFixed(1)}L${C.toFixed(1)} ${M.toFixed(1)}`,s==="match"&&(f+=`${m===null?"M":"L"}${E.toFixed(1)} ${W.toFixed(1)}L${C.toFixed(1)} ${M.toFixed(1)}`,m===null&&(m=E),v=C),h=w.round}let g=(2*Pe(0)).toFixed(1);f&&(f+=`L${v.toFixed(1)} ${g}L${m.toFixed(1)} ${g}Z`);let b=o||e.find(w=>w.index>=n)||e[e.length-1];ce(()=>{if(!p.current||!d.current)return;p.current=!1;let w=d.current.querySelector("[tabindex='0']");w&&w.focus({preventScroll:!0})});let k=w=>{let E=e.indexOf(b),C=c?"ArrowLeft":"ArrowRight",W=c?"ArrowRight":"ArrowLeft",M=null;if(w.key===C)M=e[Math.min(e.length-1,E+1)];else if(w.key===W)M=e[Math.max(0,E-1)];else if(w.key==="Home")M=e[0];else if(w.key==="End")M=e[e.length-1];else return;w.preventDefault(),w.stopPropagation(),M&&(p.current=!0,a(M.index+1))},_=w=>`${100*w/l}%`,x=e.map(w=>{let E=Bt(w,w.action),C=E?N(E.label):w.action;return r("Move {i}, {what}: {label}, win chance {before}% then {after}%",{i:w.index+2,what:C,label:Yt(w.label),before:Ue(u(w,"before")),after:Ue(u(w,"after"))})});return i`<div class="review-graph" data-testid="review-graph" data-measure=${s}
      data-points=${e.length}>
    <div class="review-axis" aria-hidden="true">${[1,.5,0].map(w=>i`<span key=${w}
      style=${`inset-block-start: ${Pe(w)}%`}>${100*w}%</span>`)}</div>
    <div class="review-plot">
      <svg viewBox="0 0 1000 200" preserveAspectRatio="none" aria-hidden="true" focusable="false"
          class="review-svg">
        <line x1="0" y1="100" x2="1000" y2="100" class="review-even" vector-effect="non-scaling-stroke" />
        <line x1="0" y1=${2*Pe(1)} x2="1000" y2=${2*Pe(1)} class="review-edge"
          vector-effect="non-scaling-stroke" />
        <line x1="0" y1=${2*Pe(0)} x2="1000" y2=${2*Pe(0)} class="review-edge"
          vector-effect="non-scaling-stroke" />
        ${t.rounds.slice(1).map(w=>i`<line key=${w.round} x1=${1e3*w.first_step/l}
          x2=${1e3*w.first_step/l} y1="0" y2="200" class="review-round-line"
          vector-effect="non-scaling-stroke" />`)}
        ${f&&i`<path d=${f} class="review-area" />`}
        <path d=${$} class="review-line" vector-effect="non-scaling-stroke" data-testid="review-line" />
      </svg>
      <div class="review-now" style=${`inset-inline-start: ${_(n)}`} aria-hidden="true"></div>
      ${t.rounds.length>1&&t.rounds.length<=12&&t.rounds.map(w=>i`<span key=${w.round}
        class="review-round-label" style=${`inset-inline-start: ${_(w.first_step)}`} aria-hidden="true"
        >${w.round}</span>`)}
      <div class="review-dots" ref=${d} role="group" aria-label=${r("Decisions on the graph")}
          onKeyDown=${k}>
        ${e.map((w,E)=>{let C=x[E];return i`<button type="button" key=${w.index} class=${"review-dot label-"+w.label+(w.judged?"":" unjudged")+(w===b?" selected":"")}
            style=${`inset-inline-start: ${_(w.index+1)}; inset-block-start: ${Pe(u(w,"after"))}%`}
            tabindex=${w===b?"0":"-1"} aria-label=${C} title=${C}
            aria-current=${w===o?"step":null} data-testid="review-dot" data-step=${w.index+1}
            data-label=${w.label} onClick=${()=>a(w.index+1)}
            ><span aria-hidden="true">${w.judged?bt[w.label]:""}</span></button>`})}
      </div>
    </div>
  </div>`}function Bt(e,t){return(e.choices||[]).find(n=>n.action===t)||null}function ot({choice:e,action:t,testid:n}){if(!e)return i`<span class="review-choice" data-testid=${n||null}><code>${t}</code></span>`;let a=e.cards&&e.cards.length?e.cards:e.card?[e.card]:[];return i`<span class="review-choice" data-testid=${n||null} data-action=${e.action}>
    ${a.length>0&&i`<span class="review-cards">${a.map((s,o)=>i`<${re} key=${o} code=${s}
      size="small" named=${e.color} />`)}</span>`}
    ${a.length===0&&e.color&&i`<span class=${"review-color color-"+e.color} aria-hidden="true"
      title=${me(e.color)}></span>`}
    <span class="review-choice-label">${N(e.label)}</span></span>`}function Ks({decision:e,at:t}){if(!e)return i`<div class="review-detail muted" data-testid="review-detail" data-step=${t}>
      ${r("Choose a point on the graph or a worst moment to see the coach's view of that decision.")}</div>`;let n=e,a=(n.alternatives||[]).filter(o=>o.action!==n.action&&o.action!==n.best),s=o=>(n.alternatives||[]).find(l=>l.action===o);return i`<div class=${"review-detail label-"+n.label} data-testid="review-detail" data-step=${t}
      data-index=${n.index} data-label=${n.label}>
    <h3><span class="review-badge" data-testid="review-detail-label">${bt[n.label]?`${bt[n.label]} `:""}${Yt(n.label)}</span>
      ${r("Move {i} (round {round})",{i:n.index+2,round:n.round})}</h3>
    <dl>
      <dt>${r("Played")}</dt>
      <dd><${ot} choice=${Bt(n,n.action)} action=${n.action} testid="review-played" />
        <span class="review-chance">${r("{n}% to win the round",{n:Ue(n.win_after)})}</span></dd>
      ${n.best!==n.action&&i`<dt>${r("Best")}</dt>
      <dd><${ot} choice=${Bt(n,n.best)} action=${n.best} testid="review-best" />
        <span class="review-chance">${r("{n}% to win the round",{n:Ue(n.win_before)})}</span></dd>`}
    </dl>
    ${n.forced&&i`<p class="muted">${r("Forced: it was the only legal move.")}</p>`}
    ${!n.forced&&n.best===n.action&&i`<p>${r("The coach agrees with this move.")}</p>`}
    ${!n.forced&&n.best!==n.action&&i`<p data-testid="review-loss">${r("It cost {n} points of round-win chance (±{se}).",{n:Ue(n.loss),se:Ue(n.loss_se)})}</p>`}
    ${!n.judged&&i`<p class="muted">${r("Draft picks and challenges are judged only roughly by the coach.")}</p>`}
    ${a.length>0&&i`<details class="review-alternatives"><summary>${q("{n} other choice","{n} other choices",a.length)}</summary>
      <ul>${a.map(o=>i`<li key=${o.action}><${ot} choice=${Bt(n,o.action)}
        action=${o.action} /> <span class="review-chance">${r("{n}% to win the round",{n:Ue((s(o.action)||o).win)})}</span></li>`)}</ul></details>`}
  </div>`}function Vs({rounds:e,go:t,decisions:n}){if(!e.length)return null;let a=s=>n.find(o=>o.round===s);return i`<table class="review-rounds" data-testid="review-rounds">
    <caption>${r("Rounds")}</caption>
    <thead><tr><th scope="col">${r("Round")}</th><th scope="col">${r("Accuracy")}</th>
      <th scope="col">${r("Result")}</th><th scope="col">${r("Costly decisions")}</th></tr></thead>
    <tbody>${e.map(s=>{let o=a(s.round),l=n.filter(c=>c.round===s.round&&c.judged&&$r.has(c.label)).length;return i`<tr key=${s.round}>
        <th scope="row">${o?i`<a href="#" onClick=${c=>{c.preventDefault(),t(o.index)}}
          >${s.round}</a>`:s.round}</th>
        <td>${Math.round(s.accuracy)}%</td>
        <td>${s.won===null?"":s.won?r("won"):r("lost")}</td>
        <td>${l}</td></tr>`})}</tbody></table>`}var gr=new Set(["hints_off","hints_rated","hint_busy","hints_busy","hint_failed","too_many_hints","not_playing"]);function yr(e,t){return t!=null&&e.length>1&&e.every(n=>n.seat===t||n.kind==="bot")}function br(){return i`<p class="muted hints-rated" data-testid="hints-rated">
    ${r("No hints in a rated game: the coach can review it once it is over.")}</p>`}function Cn(e,t){return t.type==="hint"?e&&e.seq===t.seq?{seq:t.seq,status:"ready",data:t}:e:e&&{...e,status:"error",error:Gt(t,"hint")}}function vr({hint:e,onAsk:t,disabled:n}){Tn();let a=!!e&&e.status==="asking";return i`<button type="button" class="hint-button" data-testid="hint-button" onClick=${t}
      disabled=${n||a} aria-haspopup="dialog">
    <svg class="hint-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12 2a7 7 0 0 0-4 12.7V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.3A7 7 0 0 0 12 2zm-3 18h6v1a1 1 0 0 1-1 1h-4
        a1 1 0 0 1-1-1z" fill="currentColor" /></svg>
    <span>${a?r("The coach is thinking…"):r("Hint")}</span></button>`}function st(e){return Math.round(100*Math.max(0,Math.min(1,Number(e)||0)))}function Js(e){let t=e&&(e.actions||[]).find(n=>n.action===e.best);return t?{round:t.round_win,match:t.match_win}:{round:e.round_win,match:e.match_win}}var Xs="(max-width: 1099px)",Qs=8;function Zs(){let[e,t]=y(null);return ce(()=>{let n=()=>{if(typeof matchMedia!="function"||!matchMedia(Xs).matches){t(null);return}let a=0;for(let o of document.querySelectorAll("[data-testid=controls], [data-testid=hint-button]"))a=Math.max(a,o.getBoundingClientRect().bottom);let s=Math.round(a+Qs);t(o=>o===s?o:s)};return n(),addEventListener("resize",n),()=>removeEventListener("resize",n)}),e}function wr({hint:e,choices:t,onClose:n,onPlay:a}){let s=P(null),o=Zs();S(()=>{s.current&&s.current.focus({preventScroll:!0});let $=f=>{f.key==="Escape"&&(f.preventDefault(),n())};return window.addEventListener("keydown",$),()=>window.removeEventListener("keydown",$)},[]);let l=new Map((t||[]).map($=>[$.action,$])),c=e.status==="ready"?e.data:null,d=c?c.actions.slice().sort(($,f)=>f.round_win-$.round_win):[],p=c&&c.best?l.get(c.best):null,u=c?Js(c):null;return i`<section class=${"overlay hint-panel"+(o!==null?" hint-sheet":" hint-side")}
      role="dialog" aria-modal="false" aria-labelledby="hint-title"
      style=${o!==null?`--sheet-top: ${o}px`:null}
      data-testid="hint-panel" data-status=${e.status}>
    <h2 id="hint-title" tabindex="-1" ref=${s}>${r("The coach's hint")}</h2>
    <div aria-live="polite">
    ${e.status==="asking"&&i`<p>${r("The coach is thinking…")}</p>`}
    ${e.status==="error"&&i`<p class="error" data-testid="hint-error">${e.error}</p>`}
    ${c&&i`<p class="hint-best" data-testid="hint-best" data-action=${c.best}>${r("Suggested:")}
      <${ot} choice=${p} action=${c.best} /></p>
      <p class="muted" data-testid="hint-headline" data-round=${st(u.round)}>${r("Your chance to win this round: {round}% · the match: {match}%",{round:st(u.round),match:st(u.match)})}</p>`}
    </div>
    ${c&&i`<ul class="hint-list" data-testid="hint-list" aria-label=${r("Every choice")}>
      ${d.map($=>i`<li key=${$.action} class=${$.action===c.best?"is-best":""}
          data-testid="hint-choice" data-action=${$.action} data-win=${$.round_win}>
        <${ot} choice=${l.get($.action)} action=${$.action} />
        <span class="hint-bar" role="img" aria-label=${r("{n}% to win the round",{n:st($.round_win)})}>
          <span style=${`inline-size: ${st($.round_win)}%`}></span><b aria-hidden="true">${st($.round_win)}%</b>
        </span></li>`)}
    </ul>
    <p class="muted hint-worlds">${r("Estimated from {n} random deals of the cards you cannot see.",{n:c.worlds})}</p>`}
    <div class="controls">
      ${c&&p&&a&&i`<button type="button" class="primary" data-testid="hint-play"
        onClick=${()=>a(c.best)}>${r("Play the suggestion")}</button>`}
      <button type="button" onClick=${n} data-testid="hint-close">${r("Close")}</button>
    </div>
  </section>`}function it({view:e,players:t,me:n}){let a=Array.from({length:e.players},(p,u)=>u),s=e.options&&e.options.target_score||(e.ruleset==="classic"?500:200),o=a.map(p=>e.start_scores?e.start_scores[p]:0),l=o.some(p=>p!==0),c=e.rounds.map((p,u)=>{p.points.forEach((f,h)=>{o[h]+=f});let $=o.slice();return i`<tr data-testid=${"score-round-"+(u+1)}>
      <th scope="row">${r("Round {n}",{n:u+1})}${p.blocked?i` <span class="muted">${r("(blocked)")}</span>`:""}</th>
      ${a.map(f=>i`<td>${p.points[f]} <span class="muted">(${$[f]})</span>${p.out===f?i` <span class="out-mark" title=${r("went out")} aria-label=${r("went out")}>★</span>`:""}</td>`)}
    </tr>`}),d=e.ruleset!=="classic";return i`<section class="panel score-sheet" data-testid="score-sheet" aria-labelledby="score-sheet-title">
    <h2 id="score-sheet-title">${r("Score sheet")}</h2>
    <p class="muted">${d?r("The match ends when a total reaches {n}; the lower total wins.",{n:s}):r("The match ends when a total reaches {n}; the higher total wins.",{n:s})}</p>
    <div class="table-scroll">
      <table class="scores">
        <thead><tr><th scope="col">${r("Round")}</th>
          ${a.map(p=>i`<th scope="col"><bdi>${ne(t,p,n)}</bdi></th>`)}</tr></thead>
        <tbody>
          ${l&&i`<tr><th scope="row">${r("Start")}</th>${a.map(p=>i`<td>${e.start_scores[p]}</td>`)}</tr>`}
          ${c}
        </tbody>
        <tfoot><tr><th scope="row">${r("Total")}</th>
          ${a.map(p=>i`<td data-testid=${"score-total-"+p}>${e.scores[p]}</td>`)}</tr></tfoot>
      </table>
    </div>
    ${e.rounds.length===0&&i`<p>${r("No round finished yet.")}</p>`}
  </section>`}var Ln={};Zn(Ln,{celebrate:()=>Pn,countUp:()=>ri,createStateQueue:()=>si,finishAll:()=>Ft,flip:()=>An,pulse:()=>ni,reducedMotion:()=>lt,revealHand:()=>oi,shake:()=>ai,snapshot:()=>Mn});var En="cubic-bezier(0.2, 0.8, 0.2, 1)",_r="cubic-bezier(0.45, 0, 0.25, 1)";var zn=new Set;function lt(){try{return typeof matchMedia=="function"&&matchMedia("(prefers-reduced-motion: reduce)").matches}catch{return!1}}function vt(e){return!!e&&typeof e.animate=="function"&&!lt()}function et(e,t,n){let a=e.animate(t,n);return zn.add(a),a.finished.then(()=>{},()=>{}).then(()=>{zn.delete(a)})}function Ft(){for(let e of Array.from(zn))try{e.finish()}catch{e.cancel()}}function wt(e){let t=e.getBoundingClientRect();return{left:t.left,top:t.top,width:t.width,height:t.height,boxWidth:e.offsetWidth||t.width,boxHeight:e.offsetHeight||t.height,node:e,code:e.dataset.card||e.querySelector("[data-card]")?.dataset.card||null,anchor:e.parentElement&&e.parentElement.closest("[data-anchor]")?.dataset.anchor||null}}var Ze=e=>({x:e.left+e.width/2,y:e.top+e.height/2});function Mn(e){let t=new Map;if(!e||typeof e.querySelectorAll!="function")return t;for(let n of e.querySelectorAll("[data-card-key]"))t.set(n.dataset.cardKey,wt(n));for(let n of e.querySelectorAll("[data-anchor]"))t.set(`anchor:${n.dataset.anchor}`,wt(n));return t}function kr(e,t,n,a){let s=e.querySelector(`[data-anchor="${n}"]`),o=s?wt(s):t.get(`anchor:${n}`);if(!o)return null;let l=a.boxWidth,c=a.boxHeight,d=Ze(o);return{left:d.x-l/2,top:d.y-c/2,width:l,height:c,boxWidth:l,boxHeight:c}}function ei(e){let t=getComputedStyle(e).transform;return t&&t!=="none"?t:""}function Rn(e,t,n,a){let s=Ze(t),o=Ze(n),l=t.boxWidth&&n.boxWidth?t.boxWidth/n.boxWidth:1,c=t.boxHeight&&n.boxHeight?t.boxHeight/n.boxHeight:1,d=ei(e),p=Math.abs(l-1)>.02||Math.abs(c-1)>.02?` scale(${l}, ${c})`:"",u={transform:`translate(${s.x-o.x}px, ${s.y-o.y}px)${p} ${d}`.trim(),zIndex:20},$={transform:d||"none",zIndex:20};return a&&(u.opacity=.2,$.opacity=1),[u,$]}var _e=null;function Tr(){return _e&&_e.isConnected||(_e=document.createElement("div"),_e.className="motion-layer",_e.setAttribute("aria-hidden","true"),Object.assign(_e.style,{position:"fixed",inset:"0",pointerEvents:"none",zIndex:"1000",overflow:"hidden",contain:"strict"}),document.body.appendChild(_e)),_e}function Cr(){_e&&!_e.firstChild&&(_e.remove(),_e=null)}function ti(e){let t=e.node.cloneNode(!0);for(let n of[t,...t.querySelectorAll("*")])for(let a of["data-card-key","data-testid","id","data-card","data-anchor","tabindex","aria-label"])n.removeAttribute(a);return t.setAttribute("aria-hidden","true"),t.inert=!0,Object.assign(t.style,{position:"fixed",margin:"0",left:`${e.left+(e.width-e.boxWidth)/2}px`,top:`${e.top+(e.height-e.boxHeight)/2}px`,width:`${e.boxWidth}px`,height:`${e.boxHeight}px`,boxSizing:"border-box"}),t.style.setProperty("--card-w",`${e.boxWidth}px`),Tr().appendChild(t),t}function An(e,t,n={}){if(!e||!t||lt()||typeof e.querySelectorAll!="function")return Promise.resolve();let a=n.duration||320,s=n.stagger===void 0?35:n.stagger,o=n.leave||"discard",l=[],c=new Set,d=[];for(let h of e.querySelectorAll("[data-card-key]")){let m=h.dataset.cardKey;c.add(m);let v=t.get(m);if(v){let g=wt(h);(Math.abs(Ze(v).x-Ze(g).x)>1||Math.abs(Ze(v).y-Ze(g).y)>1||Math.abs(v.boxWidth-g.boxWidth)>1)&&vt(h)&&l.push(et(h,Rn(h,v,g,!1),{duration:a,easing:_r}))}else h.dataset.from&&d.push(h)}let p=[];for(let[h,m]of t)!h.startsWith("anchor:")&&!c.has(h)&&p.push(m);let u=h=>h==="hand"||h==="draw"||h.startsWith("seat-")?h:null,$=new Map;for(let h of d){let m=u(h.dataset.from);if(!m||!vt(h))continue;let v=h.dataset.card||h.querySelector("[data-card]")?.dataset.card||null,g=-1;m!=="draw"&&(g=v?p.findIndex(w=>w.code===v&&w.anchor===m):-1,g<0&&(g=p.findIndex(w=>w.anchor===m&&!w.code)),g<0&&v&&(g=p.findIndex(w=>w.code===v)));let b=null;g>=0&&(b=p[g],p.splice(g,1));let k=wt(h);if(b||(b=kr(e,t,m,k)),!b)continue;let _=$.get(m)||0;$.set(m,_+1);let x=Math.min(_*s,280);l.push(et(h,Rn(h,b,k,m==="draw"),{duration:a,delay:x,easing:En,fill:"backwards"}))}let f=p.filter(h=>h.anchor!=="discard");return o==="discard"&&f.length&&typeof document.body.animate=="function"&&f.slice(0,30).forEach((h,m)=>{let v=kr(e,t,"discard",h);if(!v)return;let g=ti(h),[b,k]=Rn(g,v,h,!1),_=[{...k,opacity:1},{...b,opacity:1,offset:.8},{...b,opacity:0}],x=Math.min(m*s,280);l.push(et(g,_,{duration:a,delay:x,easing:_r,fill:"both"}).then(()=>{g.remove(),Cr()}))}),Promise.all(l).then(()=>{})}function ni(e){return vt(e)?et(e,[{transform:"scale(1)",filter:"brightness(1)"},{transform:"scale(1.14)",filter:"brightness(1.25)",offset:.4},{transform:"scale(1)",filter:"brightness(1)"}],{duration:320,easing:En,composite:"add"}):Promise.resolve()}function ai(e){return vt(e)?et(e,[{transform:"translateX(0)"},{transform:"translateX(-6px)"},{transform:"translateX(6px)"},{transform:"translateX(-4px)"},{transform:"translateX(3px)"},{transform:"translateX(0)"}],{duration:360,easing:"ease-in-out",composite:"add"}):Promise.resolve()}function ri(e,t,n,a=450){if(!e)return Promise.resolve();let s=typeof e=="function"?l=>e(l):l=>{e.textContent=String(l)},o=Math.max(0,Math.min(Number(a)||0,1200));return lt()||o===0||t===n||typeof requestAnimationFrame!="function"?(s(n),Promise.resolve()):(s(t),new Promise(l=>{let c=performance.now(),d=p=>{let u=Math.min(1,(p-c)/o),$=1-(1-u)**3;s(u>=1?n:Math.round(t+(n-t)*$)),u>=1?l():requestAnimationFrame(d)};requestAnimationFrame(d)}))}function oi(e){if(!vt(e))return Promise.resolve();let t=Array.from(e.querySelectorAll("[data-card], .card"));if(t.length===0)return Promise.resolve();let n=Math.min(60,240/t.length);return Promise.all(t.map((a,s)=>et(a,[{transform:"perspective(600px) rotateY(90deg)",opacity:.4},{transform:"perspective(600px) rotateY(0deg)",opacity:1}],{duration:220,delay:s*n,easing:En,fill:"backwards",composite:"add"}))).then(()=>{})}var xr=["#c62828","#f9a825","#2e7d32","#1565c0","#fafafa"],Sr=["■","▲","●","◆","★"];function Pn(e){if(lt()||typeof document>"u"||typeof document.body.animate!="function")return Promise.resolve();let t=e&&e.getBoundingClientRect?e.getBoundingClientRect():{left:0,top:0,width:innerWidth,height:innerHeight},n=Math.max(1,Math.min(t.width||innerWidth,innerWidth)),a=Math.max(1,Math.min(t.height||innerHeight,innerHeight)),s=Math.max(0,t.left),o=Tr(),l=document.createElement("div");l.className="motion-celebration",l.dataset.testid="celebration",o.appendChild(l);let c=Math.round(Math.min(70,24+n/20)),d=[];for(let p=0;p<c;p+=1){let u=document.createElement("span"),$=xr[p%xr.length],f=p%3===0;Object.assign(u.style,{position:"fixed",left:`${s+n/2+(Math.random()-.5)*n*.3}px`,top:`${Math.min(innerHeight,t.top+a)-10}px`,width:f?"16px":"auto",height:f?"24px":"auto",borderRadius:"3px",background:f?$:"transparent",border:f?"2px solid #fff":"none",color:$,fontSize:"20px",lineHeight:"1",willChange:"transform, opacity"}),f||(u.textContent=Sr[p%Sr.length]),l.appendChild(u);let h=(Math.random()-.5)*n*.9,m=a*(.45+Math.random()*.45),v=(Math.random()-.5)*720,g=1200+Math.random()*600;d.push(et(u,[{transform:"translate(0, 0) rotate(0deg)",opacity:1},{transform:`translate(${h*.6}px, ${-m}px) rotate(${v/2}deg)`,opacity:1,offset:.45},{transform:`translate(${h*.85}px, ${-m*.8}px) rotate(${v*.8}deg)`,opacity:1,offset:.7},{transform:`translate(${h}px, ${-m*.55}px) rotate(${v}deg)`,opacity:0}],{duration:g,delay:Math.random()*250,easing:"cubic-bezier(0.2, 0.6, 0.4, 1)",fill:"both"}))}return Promise.all(d).then(()=>{l.remove(),Cr()})}function si(e,t={}){let n=[],a=null,s=0,o=0,l=0,c=t.onError||(f=>console.error("state queue:",f));async function d(){for(;n.length;){let f=n.shift();l+=1;let h=l<=s||lt();try{await e(f,{instant:h})}catch(m){c(m)}l<=s&&Ft()}a=null}function p(){return s=o,Ft(),$()}function u(f){n.push(f),o+=1,t.flushWhen&&t.flushWhen(f)&&(s=Math.max(s,o-1),Ft()),a||(a=d())}function $(){return a?a.then(()=>a?$():void 0):Promise.resolve()}return{push:u,flush:p,idle:$,pending:()=>n.length}}var Dn={};Zn(Dn,{SOUND_NAMES:()=>ii,isMuted:()=>pi,onMutedChange:()=>hi,playSound:()=>yi,renderSound:()=>bi,setMuted:()=>fi,soundReady:()=>$i});var Mr="unoduo.muted",ii=["play","draw","turn","uno","win","lose","shuffle","deal","reaction"],li={play:.22,draw:.3,turn:.6,uno:.62,win:1.5,lose:1.15,shuffle:.55,deal:.4,reaction:.3},ci=.85,ui=2.2,ge=null,Nn=!1,kt=di(),Rr=new Map,On=new Set;function di(){try{return localStorage.getItem(Mr)==="1"}catch{return!1}}function pi(){return kt}function fi(e){kt=!!e;try{localStorage.setItem(Mr,kt?"1":"0")}catch{}for(let t of Array.from(On))try{t(kt)}catch(n){console.error(n)}}function hi(e){return On.add(e),()=>On.delete(e)}function $i(){return Nn&&ge!==null}function mi(){return typeof window>"u"?null:window.AudioContext||window.webkitAudioContext||null}function zr(){Nn=!0;try{if(!ge){let e=mi();if(!e)return;ge=new e({latencyHint:"interactive"})}ge.state==="suspended"&&typeof ge.resume=="function"&&ge.resume().catch(()=>{})}catch{ge=null}}typeof window<"u"&&(window.addEventListener("pointerdown",zr,{capture:!0,passive:!0}),window.addEventListener("keydown",zr,{capture:!0,passive:!0}));function Ar(e,t,n,a){let s=e.createGain();s.gain.value=ci,s.connect(a),In[t](e,n,s)}function Le(e,t,{at:n,freq:a,peak:s=.3,attack:o=.01,decay:l=.3,type:c="sine",glide:d=0,partials:p=[]}){let u=e.createGain();u.gain.setValueAtTime(1e-4,n),u.gain.linearRampToValueAtTime(s,n+o),u.gain.exponentialRampToValueAtTime(1e-4,n+o+l),u.connect(t);let $=[[1,1],...p];for(let[f,h]of $){let m=e.createOscillator();m.type=c,m.frequency.setValueAtTime(a*f,n),d&&m.frequency.exponentialRampToValueAtTime(a*f*d,n+o+l);let v=m;if(h!==1){let g=e.createGain();g.gain.value=h,m.connect(g),v=g}v.connect(u),m.start(n),m.stop(n+o+l+.02)}}var Er=new WeakMap;function gi(e){let t=Er.get(e);if(!t){t=e.createBuffer(1,e.sampleRate,e.sampleRate);let n=t.getChannelData(0),a=625341585;for(let s=0;s<n.length;s+=1)a^=a<<13,a^=a>>>17,a^=a<<5,n[s]=(a>>>0)/4294967296*2-1;Er.set(e,t)}return t}function _t(e,t,{at:n,length:a,from:s,to:o=s,q:l=1.2,peak:c=.35,attack:d=.006,offset:p=0}){let u=e.createBufferSource();u.buffer=gi(e);let $=e.createBiquadFilter();$.type="bandpass",$.Q.value=l,$.frequency.setValueAtTime(s,n),$.frequency.exponentialRampToValueAtTime(o,n+a);let f=e.createGain();f.gain.setValueAtTime(1e-4,n),f.gain.linearRampToValueAtTime(c*ui,n+d),f.gain.exponentialRampToValueAtTime(1e-4,n+a),u.connect($),$.connect(f),f.connect(t),u.start(n,p%.5,a+.02)}var je=e=>440*2**(e/12),In={play(e,t,n){_t(e,n,{at:t,length:.09,from:2600,to:1400,q:.9,peak:.3}),Le(e,n,{at:t,freq:150,peak:.38,attack:.004,decay:.14,glide:.6})},draw(e,t,n){_t(e,n,{at:t,length:.24,from:700,to:3200,q:1.6,peak:.5,attack:.05,offset:.2})},turn(e,t,n){let a=[[4,.12],[10,.03]];Le(e,n,{at:t,freq:je(7),peak:.32,attack:.006,decay:.28,partials:a}),Le(e,n,{at:t+.13,freq:je(12),peak:.32,attack:.006,decay:.42,partials:a})},uno(e,t,n){[0,4,7].forEach((a,s)=>{Le(e,n,{at:t+s*.08,freq:je(15+a),peak:.2,attack:.008,decay:.34,type:"triangle",partials:[[2,.25]]})}),Le(e,n,{at:t+.24,freq:je(34),peak:.06,attack:.02,decay:.3})},win(e,t,n){[0,4,7,12].forEach((a,s)=>{Le(e,n,{at:t+s*.11,freq:je(3+a),peak:.2,attack:.01,decay:.4,type:"triangle"})}),[0,4,7,12].forEach(a=>{Le(e,n,{at:t+.5,freq:je(3+a),peak:.09,attack:.03,decay:.95,partials:[[2,.2]]})})},lose(e,t,n){[7,3,0,-5].forEach((a,s)=>{Le(e,n,{at:t+s*.17,freq:je(-2+a),peak:.26,attack:.02,decay:s===3?.6:.3,partials:[[2,.15]]})})},shuffle(e,t,n){for(let a=0;a<12;a+=1){let s=t+.36*(1-(1-a/12)**1.4);_t(e,n,{at:s,length:.035,from:2200+a%3*300,q:2,peak:.4,attack:.002,offset:a*.03})}_t(e,n,{at:t+.4,length:.13,from:1200,to:600,q:.8,peak:.3,attack:.01})},reaction(e,t,n){Le(e,n,{at:t,freq:je(10),peak:.22,attack:.012,decay:.24,glide:1.5,partials:[[2,.08]]})},deal(e,t,n){for(let a=0;a<3;a+=1)_t(e,n,{at:t+a*.1,length:.09,from:1500,to:3e3,q:1.4,peak:.4,attack:.004,offset:.1+a*.05})}};function yi(e){if(kt||!Nn||!ge||!Object.prototype.hasOwnProperty.call(In,e))return!1;try{if(ge.state==="suspended"&&ge.resume().catch(()=>{}),ge.state==="closed")return!1;let t=ge.currentTime;return t-(Rr.get(e)??-1)<.04||(Rr.set(e,t),Ar(ge,e,t+.005,ge.destination)),!0}catch(t){return console.error("sound:",t),!1}}async function bi(e,t=44100){let n=typeof window<"u"&&(window.OfflineAudioContext||window.webkitOfflineAudioContext);if(!n||!Object.prototype.hasOwnProperty.call(In,e))return null;let a=new n(1,Math.ceil(li[e]*t),t);return Ar(a,e,0,a.destination),a.startRendering()}var qn=Ln,tt=Dn;function Te(e){try{tt&&tt.playSound(e)}catch{}}function pe(e,...t){try{if(qn&&typeof qn[e]=="function")return qn[e](...t)}catch{}return null}function Ee(e){return!!e&&e.status!=="waiting"&&e.view.seat!==null&&e.view.to_act===e.view.seat&&!e.view.match_over}function Pr(e){return!!e&&e.status!=="waiting"&&!e.view.match_over&&!!(e.view.jump_in&&e.view.jump_in.length)}function He(e){return e.ruleset!=="classic"||!!(e.options&&e.options.scoring==="lowest_wins")}function Lr({spectator:e,view:t,target:n,panel:a,toggle:s}){let o=!1;try{o=tt?tt.isMuted():!1}catch{o=!1}let[,l]=y(0);return i`<div class="table-bar">
    ${e&&i`<p class="watching" data-testid="watching">${r("You are watching")}</p>`}
    <p class="goal" data-testid="goal">${He(t)?r("Lowest total wins when someone reaches {n}",{n}):r("First to {n} wins",{n})}</p>
    <button type="button" class="tool" onClick=${()=>s("scores")} aria-expanded=${a==="scores"?"true":"false"} data-testid="toggle-scores"><span class="tool-icon" aria-hidden="true">▤</span>
      <span class="tool-label">${r("Score sheet")}</span> <kbd aria-hidden="true">S</kbd></button>
    <button type="button" class="tool" onClick=${()=>s("log")} aria-expanded=${a==="log"?"true":"false"}
      data-testid="toggle-log"><span class="tool-icon" aria-hidden="true">☰</span>
      <span class="tool-label">${r("What happened")}</span></button>
    ${tt&&i`<button type="button" class="tool" aria-pressed=${o?"true":"false"}
      data-testid="toggle-mute" onClick=${()=>{tt.setMuted(!o),l(c=>c+1)}}>
      <svg class="tool-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
        ${o?i`<path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" stroke-width="2" stroke-linecap="round" />`:i`<path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor"
              stroke-width="2" stroke-linecap="round" />`}
      </svg>
      <span class="tool-label">${r("Mute")}</span></button>`}
    ${!e&&i`<button type="button" class="tool" onClick=${()=>s("settings")}
      aria-expanded=${a==="settings"?"true":"false"} data-testid="toggle-settings">
      <span class="tool-icon" aria-hidden="true">⚙</span><span class="tool-label">${r("Settings")}</span></button>`}
  </div>`}function Or({panel:e,setPanel:t,view:n,players:a,me:s,log:o,rules:l,autoAnswer:c,onAutoAnswer:d,sorted:p,onSorted:u}){return i`<${ct} open=${e==="scores"} title=${r("Score sheet")} onClose=${()=>t(null)} testid="scores-drawer">
      ${!n.match_over&&i`<${it} view=${n} players=${a} me=${s} />`}
    </${ct}>
    <${ct} open=${e==="log"} title=${r("What happened")} onClose=${()=>t(null)} testid="log-drawer">
      <${vi} log=${o} open=${e==="log"} />
    </${ct}>
    <${ct} open=${e==="settings"} title=${r("Settings")} onClose=${()=>t(null)}
        testid="settings-drawer">
      <label class="setting"><input type="checkbox" checked=${c} data-testid="setting-auto-answer"
        onChange=${$=>d($.target.checked)} />
        <span>${r("Answer forced moves for me (nothing to choose)")}</span></label>
      ${p!=null&&i`<label class="setting"><input type="checkbox" checked=${p}
        data-testid="setting-sort-hand" onChange=${$=>u($.target.checked)} />
        <span>${r("Sort my hand by colour and number")}</span></label>`}
      ${l.length>0&&i`<section class="game-rules" data-testid="game-rules">
        <h3>${r("Rules of this game")}</h3>
        <ul>${l.map(($,f)=>i`<li key=${f}>${N($)}</li>`)}</ul>
      </section>`}
    </${ct}>`}function ct({open:e,title:t,onClose:n,testid:a,children:s}){return i`<aside class=${"drawer"+(e?" open":"")} data-testid=${a} aria-label=${t}
      aria-hidden=${e?"false":"true"} inert=${e?void 0:!0}>
    <div class="drawer-head"><h2>${t}</h2>
      <button type="button" onClick=${n} data-testid=${a+"-close"}>${r("Close")}</button></div>
    ${s}
  </aside>`}function vi({log:e,open:t}){let n=P(null);return S(()=>{let a=n.current&&n.current.closest(".drawer");a&&(a.scrollTop=a.scrollHeight)},[e.length,t]),i`<section class="event-log" aria-label=${r("What happened")}>
    <ol ref=${n} data-testid="event-log" aria-live="off">
      ${e.map(a=>i`<li key=${a.key}>${a.say()}</li>`)}
    </ol>
  </section>`}var Kt=!1,Un=new Set;function Nr(e){if(Kt||e.isComposing||e.key==="Unidentified"||e.key==="Process")return;let t=e.target;if(!(t&&(t.tagName==="INPUT"||t.tagName==="TEXTAREA"||t.tagName==="SELECT"||t.isContentEditable))){Kt=!0,document.documentElement.dataset.keyboard="used";for(let n of Array.from(Un))n(!0);removeEventListener("keydown",Nr,!0)}}typeof addEventListener=="function"&&addEventListener("keydown",Nr,!0);function wi(e){return Kt?(e(!0),()=>{}):(Un.add(e),()=>Un.delete(e))}function Ir(e){return String(e).replace(/\s*\([A-Z]\)/g,"").replace(/\(([A-Z]), /g,"(")}function Vt(){let[e,t]=y(Kt);return S(()=>wi(t),[]),e}function _i(e,t){let n=new Map;return e.map(a=>{let s=n.get(a)||0;return n.set(a,s+1),`${t}${a}#${s}`})}function qr(e){return e?e.querySelector("button.card:not([disabled])"):null}function Ur(e,t){if(!e)return;let n=Array.from(e.querySelectorAll("button.card:not([disabled])"));n.length&&n[Math.max(0,Math.min(t,n.length-1))].focus()}var jr="unoduo.sortHand",ki={R:0,Y:1,G:2,B:3},xi=["0","1","2","3","4","5","6","7","8","9","S","R","+2","W","W+4"],Dr=37,Si=.56,Hr=24,Ti=44;function Wr(){try{return localStorage.getItem(jr)!=="off"}catch{return!0}}function Br(e){try{localStorage.setItem(jr,e?"on":"off")}catch{}}function jn(e,t){let n=_i(e,""),a=e.map((o,l)=>({code:o,index:l,key:n[l]}));if(!t)return a;let s=o=>{let{color:l,rank:c,wild:d}=we(o);return(d?4:ki[l])*100+xi.indexOf(c)};return a.slice().sort((o,l)=>s(o.code)-s(l.code)||o.index-l.index)}function Ci(e,t,n){if(!t||!n||e<=1)return{rows:1,fit:null};let a=t-Hr,s=Math.max(1,Math.floor((a-n)/Dr)+1);if(e<=s)return{rows:1,fit:null};let o=Math.floor(a-Dr*(e-1));return o>=Ti&&o<n?{rows:1,fit:o}:{rows:Math.ceil(e/s),fit:null}}function Ri(e,t){let[n,a]=y({width:0,card:0});return ce(()=>{let s=e.current;if(!s)return;let o=()=>{let c=document.createElement("span");c.className="card card-probe",c.setAttribute("aria-hidden","true"),c.style.cssText="position: absolute; visibility: hidden; pointer-events: none",s.appendChild(c);let d=c.offsetWidth;c.remove();let p=s.clientWidth;a(u=>u.width===p&&u.card===d?u:{width:p,card:d})};if(o(),typeof ResizeObserver!="function")return;let l=new ResizeObserver(o);return l.observe(s),()=>l.disconnect()},[]),n}function Gr({view:e,groups:t,mine:n,sending:a,play:s,handRef:o,dumping:l,dumpOrder:c,toggleDump:d,wildCard:p,sorted:u,corner:$}){let f=e.dump_color,h=document.documentElement.dir==="rtl",m=Vt(),[v,g]=y(null),b=P("mouse");ce(()=>g(null),[e.hand.join(" "),n,l]);let k=U=>{if(!["ArrowLeft","ArrowRight","ArrowUp","ArrowDown","Home","End"].includes(U.key))return;let R=Array.from(o.current.querySelectorAll("button.card:not([disabled])")),I=R.indexOf(document.activeElement);if(!R.length)return;U.preventDefault();let O=I;if(U.key==="Home")O=0;else if(U.key==="End")O=R.length-1;else{let H=U.key==="ArrowDown"||U.key===(h?"ArrowLeft":"ArrowRight");O=I<0?0:(I+(H?1:-1)+R.length)%R.length}R[O].focus()},_=e.hand.length?q("Your hand, {n} card: {cards}","Your hand, {n} cards: {cards}",e.hand.length,{cards:ja(e.hand)}):r("Your hand is empty"),x=e.hand.length,w=Ri(o,x),E=Ci(x,w.width,w.card),C=E.rows,W=jn(e.hand,u),M=[],G=0;for(let U=0;U<C;U++){let te=Math.floor(x/C)+(U<x%C?1:0);M.push(W.slice(G,G+te)),G+=te}let le=(U,te)=>{if(b.current!=="mouse"&&v!==U.key){g(U.key);return}g(null),te()},oe=!1,F=(U,te,R)=>{let{code:I,index:O,key:H}=U,Y=!1,Z=null,fe=!1;if(l){Y=we(I).color===f&&!a;let $e=c.indexOf(O);$e>=0&&(Z=String($e+1),fe=!0)}else Y=n&&!a&&t.plays.has(I),fe=p===I;let ae=e.drawn===I&&!oe;ae&&(oe=!0);let ye="";if(C===1){let $e=Math.min(3,16/Math.max(R-1,1)),se=(R-1)/2,Me=se>0?(te-se)/se:0,nt=(te-se)*$e*(h?-1:1),Oe=Math.round(Me*Me*Math.min(14,R*1.5));ye=`--rot: ${nt.toFixed(2)}deg; --arc: ${Oe}px`}let Ce=[ae?"card-drawn":"",v===H&&Y?"card-lifted":""].join(" ");return i`<${re} key=${H} code=${I} cardKey=${H} from="draw"
      onPlay=${l?()=>d(O):()=>le(U,()=>s(I))}
      disabled=${!Y} badge=${Z} selected=${fe} style=${ye}
      extraClass=${Ce} testid=${"hand-card-"+I} />`};return i`<section class="hand-area" aria-labelledby="hand-title" data-testid="hand-area" data-anchor="hand">
    ${$}
    <h2 class="hand-title" id="hand-title">${q("Your hand ({n} card)","Your hand ({n} cards)",x)}${" · "}<span
      class="seat-score" data-testid=${"seat-score-"+e.seat}>${r("Score {n}",{n:e.scores[e.seat]})}</span></h2>
    <div class=${"hand"+(x>14&&C===1?" hand-many":"")+(C>1?" hand-rows":"")+(E.fit?" hand-fit":"")} data-sorted=${u?"true":"false"}
        ref=${o} onKeyDown=${k} data-testid="hand" data-rows=${C}
        onPointerDown=${U=>{b.current=U.pointerType||"mouse"}}
        onKeyDownCapture=${()=>{b.current="mouse"}}
        role="group" aria-label=${_} style=${`--n: ${Math.max(x,1)}; --row-show: ${Si}; --hand-ends: ${Hr}px`+(E.fit?`; --fit-w: ${E.fit}px`:"")}>
      ${C===1?W.map((U,te)=>F(U,te,x)):M.map((U,te)=>i`<div class="hand-row" key=${"row-"+te} style=${`--n: ${Math.max(U.length,1)}`}>
          ${U.map((R,I)=>F(R,I,U.length))}</div>`)}
    </div>
    ${n&&!l&&m&&i`<p class="hint" data-testid="key-hint">${r("Arrow keys move through your playable cards, Enter plays. D draws, H goes to your hand, S shows the scores.")}</p>`}
  </section>`}function Yr({st:e,players:t,mine:n,autoAction:a,hint:s,askHint:o,rated:l,controls:c}){let d=e.view,p=d.seat,u=c.sending,$=Vt(),f=N(e.prompt);return i`<section class="prompt" data-testid="prompt" aria-label=${r("What happens now")}>
    <p class=${n?"prompt-text mine":"prompt-text"} data-testid="prompt-text">
      ${$?f:Ir(f)}</p>
    ${n&&d.decision==="challenge"&&i`<${zi} view=${d} />`}
    ${e.deadline&&!d.match_over&&i`<${Hn} deadline=${e.deadline} mine=${n} />`}
    ${e.last&&e.lastTold&&e.lastTold.length>0&&!d.match_over&&i`<p class="last-action" data-testid="last-action">
      ${e.lastTold.map(N).join(" ")}</p>`}
    ${n&&!a&&i`<${Ei} ...${c} />`}
    ${Ee(e)&&!a&&yr(t,p)&&(l?i`<${br} />`:i`<${vr} hint=${s} onAsk=${o} disabled=${u} />`)}
  </section>`}function Hn({deadline:e,mine:t}){let[n,a]=y(Date.now());S(()=>{let o=setInterval(()=>a(Date.now()),1e3);return()=>clearInterval(o)},[e]);let s=Math.max(0,Math.ceil((Date.parse(e)-n)/1e3));return Number.isNaN(s)?null:i`<p class=${t?"deadline mine":"deadline"} data-testid="deadline">
    ${t?q("{n} second left before a bot plays for you","{n} seconds left before a bot plays for you",s):q("{n} second left","{n} seconds left",s)}</p>`}function zi({view:e}){let t=e.discard||[],n=t.length>=2?t[t.length-2]:null,a=e.events.filter(o=>o.kind==="play"||o.kind==="color"),s=n&&!we(n).wild?we(n).color:null;if(!s&&a.length>=2)for(let o=a.length-2;o>=0;o--){let l=a[o].info;if(typeof l=="number"&&l>=0){s=jt[l];break}}return s?i`<p class="before-color" data-testid="before-color">
    <span aria-hidden="true">${Fe[s]} </span>${r("Colour before the Wild Draw 4: {color}",{color:me(s)})}</p>`:null}function Ei(e){let{view:t,groups:n,send:a,sending:s,unoArmed:o,setUnoArmed:l,dumpMode:c,setDumpMode:d,dumping:p,dumpReady:u,dumpAction:$,dumpCards:f,clearDump:h}=e,m=n.other,v=(b,k,_)=>{let x=m.get(b),w=x.key?x.key.toUpperCase():"";return i`<button type="button" class=${_?"primary":""}
    disabled=${s} data-testid=${k} onClick=${()=>a(x.action)}
    data-autofocus=${_?"true":null}>${N(x.label)}${w&&i` <kbd aria-hidden="true">${w}</kbd>`}</button>`},g=[];if(t.decision==="draft"&&t.candidate&&g.push(i`<div class="candidate" data-testid="candidate">
      <p>${r("Candidate card:")}</p>
      <${re} code=${t.candidate} testid="candidate-card" cardKey="candidate" from="draw" />
    </div>`),m.has("keep")&&g.push(v("keep","action-keep",!0)),m.has("reject")&&g.push(v("reject","action-reject")),n.colors.length){let b=k=>{let _=n.colors.find(x=>x.color===k);_&&a(_.action)};g.push(i`<${Wn} title=${r("Name the colour")} onPick=${b} testid="turnup-color-picker" />`)}m.has("draw")&&g.push(v("draw","action-draw",t.decision==="volley"&&n.plays.size===0)),m.has("pass")&&g.push(v("pass","action-pass",n.plays.size===0)),m.has("challenge")&&g.push(v("challenge","action-challenge")),m.has("accept")&&g.push(v("accept","action-accept",!0)),m.has("catch")&&g.push(v("catch","action-catch",!0)),m.has("ignore")&&g.push(v("ignore","action-ignore"));for(let[b,k]of m)k.kind==="swap"&&g.push(v(b,"action-"+b.replace(" ","-")));return n.dumps.length&&t.decision==="turn"&&!c&&g.push(i`<button type="button" data-testid="action-start-dump" onClick=${()=>d(!0)}>
      ${r("Dump your {color} cards",{color:me(t.dump_color)})}</button>`),p&&g.push(i`<div class="dump-builder" data-testid="dump-builder">
      <p>${q("Choose the order of your {n} {color} card: click it. The last card you choose takes effect.","Choose the order of your {n} {color} cards: click them one by one. The last card you choose takes effect.",f.length,{color:me(t.dump_color)})}</p>
      <div class="controls">
      <button type="button" class="primary" disabled=${!u||s} data-testid="action-dump"
        onClick=${()=>a($())}>${r("Dump them in this order")}</button>
      ${f.length>1&&i`<button type="button" onClick=${h} data-testid="dump-clear">
        ${r("Start the order again")}</button>`}
      ${t.decision==="turn"&&i`<button type="button" onClick=${()=>{h(),d(!1)}}
        data-testid="dump-cancel">${r("Cancel the dump")}</button>`}
      ${m.has("nodump")&&v("nodump","action-nodump",!1)}
      </div>
    </div>`),m.has("nodump")&&!p&&g.push(v("nodump","action-nodump",n.dumps.length===0)),n.unoPossible&&g.push(i`<button type="button" class=${"uno-button"+(o?" armed":"")}
      aria-pressed=${o?"true":"false"} data-testid="action-uno" onClick=${()=>l(!o)}>
      ${o?r("UNO! called"):r("Call UNO!")} <kbd aria-hidden="true">U</kbd></button>`),i`<div class="controls" data-testid="controls">${g}</div>`}function Wn({title:e,onPick:t,onCancel:n,testid:a}){let s=P(null),o=P({onPick:t,onCancel:n});return o.current={onPick:t,onCancel:n},ce(()=>{s.current&&s.current.focus();let l=c=>{let d=c.key.toUpperCase(),p=c.target;p&&(p.tagName==="INPUT"||p.tagName==="SELECT")||(jt.includes(d)&&!c.ctrlKey&&!c.metaKey&&!c.altKey?(c.preventDefault(),c.stopPropagation(),o.current.onPick(d)):c.key==="Escape"&&o.current.onCancel&&(c.preventDefault(),o.current.onCancel()))};return window.addEventListener("keydown",l,!0),()=>window.removeEventListener("keydown",l,!0)},[]),i`<div class="color-picker" role="group" aria-label=${e} data-testid=${a||"color-picker"}>
    <p>${e}</p>
    <div class="color-buttons">
      ${jt.map((l,c)=>i`<button type="button" class=${"color-button color-"+l} ref=${c===0?s:null}
        data-testid=${"color-"+l} onClick=${()=>t(l)}>
        <span class="glyph" aria-hidden="true">${Fe[l]} </span>${me(l)} <kbd aria-hidden="true">${l}</kbd></button>`)}
    </div>
    ${n&&i`<button type="button" onClick=${n} data-testid="color-cancel">${r("Cancel")}</button>`}
  </div>`}function Fr({reveal:e,players:t,me:n,onClose:a}){return i`<section class="overlay revealed" data-testid="revealed-hand" role="dialog" aria-modal="false"
      aria-label=${r("{name} showed you the hand they held:",{name:ne(t,e.seat,n)})}>
    <p>${r("{name} showed you the hand they held:",{name:ne(t,e.seat,n)})}</p>
    <div class="card-row">${e.cards.map((s,o)=>i`<${re} key=${o} code=${s} size="small" />`)}</div>
    <button type="button" class="primary" onClick=${a} data-testid="revealed-close">${r("Close")}</button>
  </section>`}function Mi(e,t,n,a){let s=e.scores,o=He(e),l=o?Math.min(...s):Math.max(...s),c=s.map((p,u)=>p===l?u:-1).filter(p=>p>=0);if(c.length>1)return r("The totals are level");let d=c[0];return o?d===n?r("You are ahead: the lowest total wins, and yours is {n}",{n:l}):r("{name} is ahead: the lowest total wins, and theirs is {n}",{name:ne(t,d,n),n:l}):d===n?r("You are ahead: the first to {target} wins, and you have {n}",{target:a,n:l}):r("{name} is ahead: the first to {target} wins, and they have {n}",{name:ne(t,d,n),target:a,n:l})}function Ai({to:e,testid:t}){let[n,a]=y(e);return S(()=>{pe("countUp",a,0,e,700)||a(e)},[e]),i`<td data-testid=${t} data-points=${e}>${n}</td>`}function Pi(e,t){return t.out===null||t.out===void 0?r("The round is blocked: each player scores their own hand"):He(e)?r("Going out scores 0; the other players score the cards left in their hands."):r("Going out scores the cards left in the other players' hands.")}function Li({info:e,players:t,me:n}){let a=e.scored;if(!a)return null;let s=a.cards,o=e.result.points;return i`<div class="scored" data-testid="scored-cards">
    ${s&&s.length>0&&i`<p>${r("Your cards that scored:")}</p>
      <ul class="scored-cards" aria-label=${r("Your cards that scored:")}>
        ${s.map((l,c)=>i`<li key=${c} data-testid="scored-card" data-card=${l.code} data-value=${l.value}>
          <${re} code=${l.code} size="small" /><span class="card-value">${l.value}</span></li>`)}
      </ul>
      <p class="scored-sum" data-testid="scored-sum">${r("{list} = {n} points",{list:s.map(l=>l.value).join(" + "),n:o[n]})}</p>`}
    ${a.kept.map(l=>i`<p key=${l.seat} data-testid=${"kept-"+l.seat}>${q("{name} kept {n} card: {points} points","{name} kept {n} cards: {points} points",l.count,{name:ne(t,l.seat,n),points:o[l.seat]})}</p>`)}
  </div>`}function Kr({info:e,view:t,players:n,me:a,onClose:s,target:o}){let l=P(null);S(()=>{l.current&&l.current.focus({preventScroll:!0})},[e.number]);let c=e.result,d=c.out===null||c.out===void 0?null:c.out;return i`<section class="overlay round-over" role="dialog" aria-modal="true" aria-labelledby="round-over-title"
      data-testid="round-over" data-held=${e.held||0}>
    <h2 id="round-over-title">${r("Round {n} is over",{n:e.number})}</h2>
    <p class="went-out">${d===null?r("Nobody went out."):d===a?r("You went out!"):r("{name} went out",{name:ne(n,d,a)})}</p>
    <p class="muted" data-testid="scoring-rule">${Pi(t,c)}</p>
    <table class="scores">
      <thead><tr><th scope="col">${r("Player")}</th><th scope="col">${r("This round")}</th>
        <th scope="col">${r("Total")}</th></tr></thead>
      <tbody>${c.points.map((p,u)=>i`<tr class=${u===a?"me":""}>
        <th scope="row"><bdi>${ne(n,u,a)}</bdi></th>
        <${Ai} to=${p} testid=${"round-points-"+u} />
        <td data-testid=${"round-total-"+u}>${t.scores[u]}</td>
      </tr>`)}</tbody>
    </table>
    <${Li} info=${e} players=${n} me=${a} />
    <p class="why" data-testid="round-standing">${Mi(t,n,a,o)}</p>
    <p class="muted">${r("The next round is dealt when you are ready.")}</p>
    ${e.deadline&&i`<${Hn} deadline=${e.deadline} mine=${!0} />`}
    <button type="button" class="primary" ref=${l} onClick=${s} data-testid="round-over-continue">
      ${r("Next round")}</button>
  </section>`}var Oi=12,Ni=1e3;function Ii(e){return"⁦"+(e>=0?"+":"−")+Math.abs(e)+"⁩"}function Di({game:e}){let t=qe(),n=t?t.name:null,[a,s]=y(null);if(S(()=>{if(s(null),!n)return;let c=!1,d=null,p=0,u=()=>{p+=1,p<Oi&&(d=setTimeout($,Ni))},$=async()=>{try{let f=await D.gameRating(e);if(c)return;s(f),f.player&&f.player.rating===null&&u()}catch(f){!c&&f.code!=="not_rated"&&u()}};return $(),()=>{c=!0,clearTimeout(d)}},[e,n]),!a||!a.rated)return null;let o=a.player,l=null;if(o&&o.rating!==null){let c={rating:o.rating,change:Ii(o.change)},d=o.provisional?r("Your rating: {rating} ({change}), provisional",c):r("Your rating: {rating} ({change})",c);l=i`<p data-testid="rating-change" data-rating=${o.rating} data-change=${o.change}
      class=${"rating-change "+(o.change>=0?"up":"down")}
      title=${o.provisional?r("Provisional: a few more rated games are needed."):""}>${d}</p>`}else o&&(l=i`<p class="muted" role="status" data-testid="rating-pending">${r("Your new rating is on its way…")}</p>`);return i`<div class="rated-result" data-testid="rated-result" data-system=${a.system}>
    <p class="rated-badge">${a.system==="classic"?r("Rated game of Classic UNO"):r("Rated game of UNO Duo")}</p>
    ${l}
    ${o&&i`<${T} href=${`/players/${encodeURIComponent(o.name)}`} testid="rated-profile-link">
      ${r("Your profile")}</${T}>`}
  </div>`}function Vr({view:e,players:t,me:n,askRematch:a,rematchAsked:s,spectator:o,game:l,reactions:c}){let d=P(null);S(()=>{d.current&&d.current.focus({preventScroll:!0})},[]);let p=e.winner,u=p==null,$,f;u?($=o?r("The match is over"):r("A draw"),f=r("The match is a draw")):p===n?($=r("You won"),f=r("You won the match!")):($=o?r("The match is over"):r("You lost"),f=r("{name} won the match",{name:ne(t,p,n)}));let h=u?"draw":p===n?"won":o?"over":"lost",m=t.filter(b=>b.seat!==n&&b.kind==="human"),v=s&&m.some(b=>!b.rematch_requested),g=He(e);return i`<section class=${"overlay match-over outcome-"+h} data-testid="match-over"
      data-outcome=${h} aria-labelledby="match-over-title">
    <h2 id="match-over-title" tabindex="-1" ref=${d} data-testid="match-headline">${$}</h2>
    <p data-testid="match-result" class=${p===n?"celebrate":""}>${f}</p>
    <p class="muted">${g?r("The lowest total wins."):r("The highest total wins.")}</p>
    <table class="scores final-scores" data-testid="final-scores">
      <thead><tr><th scope="col">${r("Player")}</th><th scope="col">${r("Total")}</th></tr></thead>
      <tbody>${e.scores.map((b,k)=>i`<tr class=${k===p?"winner":""}>
        <th scope="row"><bdi>${ne(t,k,n)}</bdi></th>
        <td data-testid=${"final-score-"+k}>${b}</td></tr>`)}</tbody>
    </table>
    <${Di} game=${l} />
    <details class="match-rounds" open><summary>${r("Every round")}</summary>
      <${it} view=${e} players=${t} me=${n} /></details>
    <div class="controls">
      ${!o&&i`<button type="button" class="primary" onClick=${a} data-testid="rematch">
        ${r("Rematch")}</button>`}
      <${T} href="/" testid="new-game-link">${r("New game")}</${T}>
      ${!o&&i`<${T} href=${`/replay/${l}?review=${n}`} testid="review-link">
        ${r("Review my decisions")}</${T}>`}
      <${T} href=${`/replay/${l}`} testid="replay-link">${r("Watch the replay")}</${T}>
    </div>
    ${c}
    ${v&&i`<p role="status">${r("Waiting for the other players to accept the rematch…")}</p>`}
    ${!s&&m.some(b=>b.rematch_requested)&&i`<p role="status">
      ${r("Your opponent asks for a rematch.")}</p>`}
  </section>`}function Jt({title:e,text:t,testid:n,watch:a}){return i`<main class="page" data-testid=${n}>
    <h1>${e}</h1>
    ${t&&i`<p>${t}</p>`}
    ${a&&i`<p><${T} href=${a} testid="watch-link">${r("Watch it instead")}</${T}></p>`}
    <p><${T} href="/">${r("Back to the start page")}</${T}></p>
  </main>`}function Jr({status:e}){if(e==="open")return null;let t=e==="closed"?r("Disconnected."):r("Connection lost. Reconnecting…");return i`<p class="banner" role="status" data-testid="reconnecting">${t}</p>`}function Xr({welcome:e}){return i`<section class="overlay invite" data-testid="waiting">
    <h2>${r("Waiting for your friend to join…")}</h2>
    ${e&&e.join_code?i`<${qi} welcome=${e} />`:null}
  </section>`}function qi({welcome:e}){let t=`${location.origin}${e.invite_url}`,[n,a]=y(""),s=async(d,p)=>{try{await navigator.clipboard.writeText(d),a(p)}catch{a("")}},o=e.opponent==="public",l=typeof navigator.share=="function",c=()=>navigator.share({title:r("UNO Duo"),text:r("Play UNO Duo with me"),url:t}).catch(()=>{});return i`<div data-testid="invite">
    <h3>${o?r("Public game"):r("Invite a friend")}</h3>
    <p>${o?r("Anyone can join this game from the list of public games. You can also send this link or the join code."):r("Send this link to your friend, or give them the join code. The game starts when they join.")}</p>
    <label class="field">
      <span>${r("Invite link")}</span>
      <input readonly value=${t} data-testid="invite-link" onFocus=${d=>d.target.select()} />
    </label>
    ${l&&i`<button type="button" class="primary" onClick=${c} data-testid="share-invite">
      ${r("Share the invitation")}</button>`}
    <button type="button" onClick=${()=>s(t,"link")} data-testid="copy-link">${r("Copy the link")}</button>
    <p class="code-line"><span>${r("Join code")}:</span>
      <strong class="code" data-testid="join-code-display">${e.join_code}</strong>
      <button type="button" onClick=${()=>s(e.join_code,"code")} data-testid="copy-code">
        ${r("Copy the code")}</button></p>
    ${n&&i`<p role="status">${r("Copied.")}</p>`}
  </div>`}function Ui({direction:e}){return i`<svg class="direction-ring" viewBox="0 0 200 90" aria-hidden="true" focusable="false">
    <g transform=${e===1?"":"scale(-1 1) translate(-200 0)"} fill="none" stroke="#ffe082" stroke-width="2.5" stroke-linecap="round">
      <path d="M30 20 A 80 36 0 0 1 170 20" />
      <path d="M170 70 A 80 36 0 0 1 30 70" />
      <path d="M160 12 L171 21 L158 26" />
      <path d="M40 78 L29 69 L42 64" />
    </g>
  </svg>`}function Qr({view:e,canDraw:t,onDraw:n,from:a}){let s=e.color,o=e.top,l=o&&we(o).wild,c=e.discard||[],d=c.slice(Math.max(0,c.length-4),Math.max(0,c.length-1)),p=$=>$*47%23-11,u=q("Draw pile: {n} card","Draw pile: {n} cards",e.draw_pile,{});return i`<section class="center" aria-label=${r("Table")}>
    ${e.ruleset==="classic"&&e.players>2&&i`<${Ui} direction=${e.direction} />`}
    <div>
      <button type="button" class=${"draw-pile"+(t?" can-draw":"")} data-testid="draw-pile"
        data-anchor="draw" tabindex="-1" disabled=${!t} aria-label=${u} onClick=${n}>
        ${e.draw_pile>0?i`<${Ke} />`:i`<span class="card card-empty" aria-hidden="true"></span>`}
        <span class="pile-count" aria-hidden="true">${e.draw_pile}</span>
      </button>
    </div>
    <div class="discard" data-testid="discard-pile" data-anchor="discard">
      ${s&&i`<div class=${"color-ring ring-"+s} data-testid="color-ring" aria-hidden="true"></div>`}
      ${d.map(($,f)=>{let h=c.length-1-d.length+f;return i`<${re} key=${"pile-"+h} code=${$} cardKey=${"pile-"+h}
          style=${`rotate: ${p(h)}deg`} />`})}
      ${o?i`<${re} key=${"pile-"+(c.length-1)} code=${o} named=${l?s:null}
            testid="top-card" cardKey=${"pile-"+(c.length-1)} from=${a}
            style=${`rotate: ${p(c.length-1)/3}deg`} />`:!c.length&&i`<span class="card card-empty" aria-hidden="true"></span>`}
      ${s&&i`<span class=${"ring-shape ring-"+s} aria-hidden="true">
        <span class="glyph">${Fe[s]}</span>${me(s)}</span>`}
      ${e.pending_draw>0&&i`<span class="pending-badge" data-testid="pending-draw"
        aria-label=${q("Pending: {n} card to draw","Pending: {n} cards to draw",e.pending_draw)}><bdi dir="ltr"
        >+${e.pending_draw}</bdi></span>`}
    </div>
    <div class="center-info">
      ${o&&i`<p class="visually-hidden" data-testid="top-card-text">${r("Top card: {card}",{card:De(o,l?s:null)})}</p>`}
      ${s&&i`<p class="visually-hidden" data-testid="active-color">${r("Colour: {color}",{color:me(s)})}</p>`}
      ${e.ruleset==="classic"&&e.players>2&&i`<p>
        ${e.direction===1?r("Direction: clockwise"):r("Direction: counterclockwise")}</p>`}
      ${e.decision==="draft"&&i`<p>${q("Draft: {n} card face up","Draft: {n} cards face up",e.discard.length)}</p>`}
    </div>
  </section>`}function eo(e,t){let n=[],a=t==null?0:t+1;for(let s=0;s<e;s++){let o=(a+s)%e;o!==t&&n.push(o)}return n}function ji(e){let t=String(e||"").replace(/[\u2068\u2069]/g,"").trim();return t?Array.from(t)[0].toUpperCase():"?"}function Hi({seat:e,view:t,players:n,me:a,many:s,place:o}){let l=n.find(f=>f.seat===e)||{},c=t.hand_sizes[e],d=t.to_act===e&&!t.match_over,p=ne(n,e,a),u=l.kind==="bot"?r("Bot ({level})",{level:Je(l.difficulty)}):"",$=Math.min(c,s?0:10);return i`<li class=${"seat"+(d?" active":"")} data-testid=${"opponent-"+e}
      data-anchor=${"seat-"+e} style=${o||""}
      aria-label=${q("{name}: {n} card","{name}: {n} cards",c,{name:p})}>
    <span class="avatar" aria-hidden="true">${ji(p)}</span>
    <div class="seat-name">
      <bdi>${p}</bdi>
      ${u&&i` <span class="muted">${u}</span>`}
      ${l.kind==="human"&&!l.connected&&i` <span class="muted">${r("(offline)")}</span>`}
      ${l.away&&i` <span class="muted">${r("(a bot plays for now)")}</span>`}
    </div>
    <div class="seat-stats">
      <span data-testid=${"hand-size-"+e}>${q("{n} card","{n} cards",c)}</span>${" · "}<span
        class="seat-score" data-testid=${"seat-score-"+e}>${r("Score {n}",{n:t.scores[e]})}</span>
    </div>
    ${$>0&&i`<div class="seat-hand" aria-hidden="true">
      ${Array.from({length:$},(f,h)=>i`<${Ke} key=${h} size="mini" cardKey=${`s${e}-${h}`}
        from="draw" />`)}
    </div>`}
    ${d&&i`<span class="turn-flag" aria-hidden="true">●</span>`}
  </li>`}function Zr(e,t){let n=l=>Math.PI*(1-(l+.5)/t),a=l=>1-Math.sin(n(l)),s=a(0)||1,o=t>2?.8:.62;return{x:Math.cos(n(e)),y:o*a(e)/s,angle:n(e)}}function to({others:e,view:t,players:n,me:a,many:s}){let o=t.players>2,l=e.length,c=d=>`--x: ${d.x.toFixed(3)}; --y: ${d.y.toFixed(3)}`;return i`<ul class=${"seats"+(s?" seats-many":"")+(o?" seats-around":"")+(l>4?" seats-crowded":"")}
      style=${o?`--n: ${l}`:""} aria-label=${r("Players")}>
    ${e.map((d,p)=>{let u=Zr(p-.5,l),$=90-u.angle*180/Math.PI+(t.direction===1?0:180);return i`${p>0&&o&&i`<li class="direction-arrow" aria-hidden="true" key=${"arrow-"+d}
          style=${`${c(u)}; --turn: ${$.toFixed(1)}deg; --flow: ${t.direction===1?0:180}deg`}>→</li>`}<${Hi} key=${d} seat=${d}
        view=${t} players=${n} me=${a} many=${s} place=${o?c(Zr(p,l)):""} />`})}
  </ul>`}function Wi(e){let t=new Map,n=[],a=[],s=new Map,o=new Map,l=!1;for(let u of e||[])u.uno&&(l=!0),u.key&&!o.has(u.key)&&o.set(u.key,u),u.kind==="play"?(t.has(u.card)||t.set(u.card,[]),t.get(u.card).push(u)):u.kind==="dump"?n.push(u):u.kind==="color"?a.push(u):s.set(u.action,u);let c=e||[],d=c.length===1&&(c[0].kind==="nodump"||c[0].kind==="keep_drawn")?c[0]:null,p=c.find(u=>u.kind==="draw"||u.kind==="take")||null;return{plays:t,dumps:n,colors:a,other:s,keys:o,draw:p,unoPossible:l,forced:d}}function no(e,t,n){let a=e.filter(l=>(l.color||null)===(t||null)),s=a.find(l=>l.uno),o=a.find(l=>!l.uno);return n&&s?s.action:o?o.action:s?s.action:null}var ao="unoduo.autoAnswer";function Bi(){try{return localStorage.getItem(ao)!=="off"}catch{return!0}}function Gi(e){try{localStorage.setItem(ao,e?"on":"off")}catch{}}function ut({st:e,players:t,send:n,sending:a,log:s,roundOver:o,closeRoundOver:l,askRematch:c,rematchAsked:d,game:p,reveal:u,closeReveal:$,hint:f,askHint:h,closeHint:m,rated:v,rules:g,lesson:b,reactionBar:k}){let _=e.view,x=_.seat,w=!(o&&!_.match_over)&&(Ee(e)||Pr(e)),E=We(()=>Wi(w?e.choices:[]),[e,w]),[C,W]=y(!1),[M,G]=y(null),[le,oe]=y(!1),[F,U]=y([]),[te,R]=y(null),[I,O]=y(Bi()),[H,Y]=y(Wr),Z=P(null),fe=B=>R(K=>K===B?null:B),ae=w&&I&&E.forced&&!_.match_over?E.forced:null;ce(()=>{W(!1),G(null),U([]),oe(_.decision==="dump"&&w)},[e.seq]),S(()=>{ae&&n(ae.action,ae)},[e.seq,ae]);let ye=E.dumps.length?E.dumps[0].cards:[],Ce=w&&le&&E.dumps.length>0,$e=B=>{if(we(B).wild){G(B);return}let K=no(E.plays.get(B)||[],null,C);K&&n(K)},se=B=>{let K=no(E.plays.get(M)||[],B,C);G(null),K&&n(K)},Me=B=>{let K=`dump ${B.join(" ")}`,Re=E.dumps.some(L=>L.uno),z=E.dumps.some(L=>!L.uno);return Re&&(C||!z)?`${K} uno`:K},nt=B=>{if(ye.length===1){n(Me([_.hand[B]]));return}U(K=>K.includes(B)?K.filter(Re=>Re!==B):K.concat([B]))},Oe=()=>Me(F.map(B=>_.hand[B])),en=Ce&&F.length===ye.length;ce(()=>{let B=K=>{if(K.ctrlKey||K.metaKey||K.altKey)return;let Re=K.target;if(Re&&(Re.tagName==="INPUT"||Re.tagName==="SELECT"||Re.tagName==="TEXTAREA")||M)return;let z=K.key.toLowerCase(),L=E.other,be=V=>{K.preventDefault(),n(V)};if(K.key==="Escape"&&te){K.preventDefault(),R(null);return}if(z==="s"){K.preventDefault(),fe("scores");return}if(z==="h"){K.preventDefault(),Ur(Z.current,0);return}if(!w||a||ae)return;let ie=_.decision==="after_draw"&&(E.plays.get(_.drawn)||[])[0],X=/^[0-9]$/.test(z)?z==="0"?9:Number(z)-1:-1,ke=X>=0?jn(_.hand,H)[X]:null,A=z==="p"?ie:X>=0?ke&&(E.plays.get(ke.code)||[])[0]:E.keys.get(z);A&&A.kind==="play"?(K.preventDefault(),$e(A.card)):A&&A.kind==="dump"?(K.preventDefault(),_.decision==="turn"&&oe(!0)):A&&A.kind!=="color"&&L.has(A.action)?be(A.action):z==="u"&&E.unoPossible&&(K.preventDefault(),W(V=>!V))};return window.addEventListener("keydown",B),()=>window.removeEventListener("keydown",B)}),S(()=>{if(!w)return;let B=document.activeElement;if(B&&B!==document.body&&document.contains(B))return;let K=document.querySelector("[data-autofocus='true']")||qr(Z.current);K&&K.focus({preventScroll:!0})},[e.seq]);let dt=[..._.events].reverse().find(B=>B.kind==="play"||B.kind==="dump"),tn=dt?dt.seat===x?"hand":`seat-${dt.seat}`:null,St=_.options&&_.options.target_score||(_.ruleset==="classic"?500:200),Tt=eo(_.players,x),nn=Tt.length>3,Ct=x===null;return i`<div class="table">
    <${Lr} spectator=${Ct} view=${_} target=${St} panel=${te} toggle=${fe} />
    <${to} others=${Tt} view=${_} players=${t} me=${x} many=${nn} />
    <${Qr} view=${_} canDraw=${w&&!a&&!ae&&!!E.draw}
      onDraw=${()=>n(E.draw.action)} from=${tn} />
    <${Yr} st=${e} players=${t} mine=${w} autoAction=${ae}
      hint=${f} askHint=${h} rated=${v}
      controls=${{view:_,groups:E,send:n,sending:a,unoArmed:C,setUnoArmed:W,dumpMode:le,setDumpMode:oe,dumping:Ce,dumpReady:en,dumpAction:Oe,dumpCards:ye,clearDump:()=>U([])}} />
    ${x!==null?i`<${Gr} view=${_} groups=${E} mine=${w&&!ae} sending=${a} play=${$e}
          handRef=${Z} dumping=${Ce} dumpOrder=${F} toggleDump=${nt} wildCard=${M}
          sorted=${H} corner=${k&&!_.match_over?k(!1):null} />`:i`<div></div>`}
    ${M&&i`<div class="overlay picker-overlay"><${Wn}
      title=${r("Choose the colour for your {card}",{card:De(M)})}
      onPick=${se} onCancel=${()=>G(null)} testid="wild-color-picker" /></div>`}
    ${u&&i`<${Fr} reveal=${u} players=${t} me=${x} onClose=${$} />`}
    ${f&&w&&i`<${wr} hint=${f} choices=${e.choices} onClose=${m}
      onPlay=${B=>{m(),n(B)}} />`}
    ${o&&!_.match_over&&i`<div class="scrim round-scrim" data-testid="round-over-scrim"
      aria-hidden="true"></div>`}
    ${o&&!_.match_over&&i`<${Kr} info=${o} view=${_} players=${t} me=${x}
      onClose=${l} target=${St} />`}
    ${_.match_over&&!b&&i`<div class="scrim" data-testid="match-over-scrim" aria-hidden="true"></div>`}
    ${_.match_over&&!b&&i`<${Vr} view=${_} players=${t} me=${x} askRematch=${c}
      rematchAsked=${d} game=${p} spectator=${Ct}
      reactions=${k?k(!0):null} />`}
    <${Or} panel=${te} setPanel=${R} view=${_} players=${t} me=${x} log=${s} rules=${g}
      autoAnswer=${I} onAutoAnswer=${B=>{Gi(B),O(B)}}
      sorted=${x!==null?H:null} onSorted=${B=>{Br(B),Y(B)}} />
  </div>`}var ro="unoduo.learn.done",Xt=["duo","classic"];function oo(){try{let e=JSON.parse(localStorage.getItem(ro)||"[]");return new Set(Array.isArray(e)?e.filter(t=>typeof t=="string"):[])}catch{return new Set}}function Yi(e){let t=oo();if(!t.has(e)){t.add(e);try{localStorage.setItem(ro,JSON.stringify([...t]))}catch{}}}function so(){S(()=>{let e=new URL("../css/learn.css",import.meta.url).href;if(!document.querySelector(`link[href="${e}"]`)){let t=document.createElement("link");t.rel="stylesheet",t.href=e,document.head.appendChild(t)}},[])}function io(){let[e,t]=y(ue());return S(()=>Ie(n=>t(n)),[]),e}function lo(e){let[t,n]=y(null),[a,s]=y("");return S(()=>{let o=!0;return Promise.all(Xt.map(l=>D.lessons(l,e))).then(l=>{if(!o)return;let c={};Xt.forEach((d,p)=>{c[d]=l[p]&&l[p].lessons||[]}),n(c),s("")},l=>{o&&s(Q(l))}),()=>{o=!1}},[e]),{lists:t,error:a}}async function Fi(e,t){try{let n=await D.createGame({ruleset:e,opponent:"bot",difficulty:"easy",name:rt()});xe(n.game,n.seat,n.token,{}),ee(`/game/${n.game}`)}catch(n){t(Q(n,"create"))}}function Ki({lists:e,done:t}){let a=Xt.flatMap(o=>e[o]||[]).find(o=>!t.has(o.id));if(!a)return i`<p class="lesson-all-done" data-testid="all-done">${r("You have finished every lesson.")}</p>`;let s=N(a.title);return i`<p class="lesson-continue"><a href=${`/learn/${encodeURIComponent(a.id)}`} class="lesson-continue-button"
      data-testid="continue-lesson" data-lesson=${a.id}
      onClick=${o=>{o.preventDefault(),ee(`/learn/${encodeURIComponent(a.id)}`)}}>
    ${t.size?r("Continue: {title}",{title:s}):r("Start: {title}",{title:s})}</a></p>`}function co(){so();let e=io(),{lists:t,error:n}=lo(e),a=oo();return S(()=>{document.title=r("Learn")},[e]),i`<main class="page learn-list" data-testid="learn-page">
    <h1>${r("Learn by playing")}</h1>
    <p class="learn-intro">${r("Short lessons on a real table, one idea each. Try a move: the lesson tells you if it was right, and why.")}</p>
    ${n&&i`<p class="error" role="alert" data-testid="learn-error">${n}</p>`}
    ${!t&&!n&&i`<p data-testid="loading">${r("Loading…")}</p>`}
    ${t&&i`<${Ki} lists=${t} done=${a} />`}
    ${t&&Xt.map(s=>{let o=t[s],l=o.filter(c=>a.has(c.id)).length;return i`<section class="panel lesson-group" key=${s} data-testid=${"lessons-"+s}>
        <h2>${Se(s)} <span class="lesson-progress" data-testid=${"progress-"+s}>
          ${r("{done} of {total} done",{done:l,total:o.length})}</span></h2>
        <ol class="lesson-list">
          ${o.map(c=>i`<li key=${c.id} class=${a.has(c.id)?"done":""}
              data-testid="lesson-item" data-lesson=${c.id} data-done=${a.has(c.id)?"true":"false"}>
            <${T} href=${`/learn/${encodeURIComponent(c.id)}`} testid=${"lesson-link-"+c.id}>
              <span class="lesson-mark" aria-hidden="true">${a.has(c.id)?"✓":""}</span>
              <span class="lesson-words"><strong>${N(c.title)}</strong>
                <span class="lesson-goal">${N(c.goal)}</span></span>
              ${a.has(c.id)&&i`<span class="visually-hidden">${r("(done)")}</span>`}
            </${T}></li>`)}
        </ol>
      </section>`})}
  </main>`}function Bn(e){return(e.narration||[]).filter(t=>!!t)}function Vi(e){let t=String(e||"").split(" ");return t[0]==="play"?[t[1]]:t[0]==="dump"?t.slice(1).filter(n=>n!=="uno"):[]}function Ji(e,t){if(!e)return;let n=e.querySelector("[data-anchor=discard]"),a=e.querySelector("[data-anchor=hand]"),s=Vi(t).filter(l=>a&&a.querySelector(`[data-card="${l}"]`));if(e.dataset.takenBack=s.length?s.join(" "):"draw",pe("reducedMotion"))return;if(!s.length||!n||!a){let l=e.querySelector("[data-anchor=draw]");l&&pe("shake",l);return}let o=n.getBoundingClientRect();s.forEach((l,c)=>{let d=a.querySelector(`[data-card="${l}"]`),p=d&&(d.closest("button")||d);if(!p||typeof p.animate!="function")return;let u=p.getBoundingClientRect(),$=o.left+o.width/2-(u.left+u.width/2),f=o.top+o.height/2-(u.top+u.height/2);p.animate([{transform:"translate(0, 0)"},{transform:`translate(${$}px, ${f}px)`,offset:.4},{transform:`translate(${$}px, ${f}px)`,offset:.6},{transform:"translate(0, 0)"}],{duration:900,delay:c*80,easing:"ease-in-out"})})}function Xi({lesson:e,undone:t}){let n=e.feedback;return i`<section class="lesson-callout" data-testid="lesson-callout" aria-label=${r("Lesson")}>
    <div class="lesson-head">
      <h1 class="lesson-title" data-testid="lesson-title">${N(e.title)}</h1>
      <span class="lesson-step" data-testid="lesson-step">
        ${r("Step {step} of {steps}",{step:Math.min(e.step,e.steps),steps:e.steps})}</span>
    </div>
    ${n&&i`<p class=${"lesson-feedback "+n.kind} data-testid="lesson-feedback"
        data-kind=${n.kind}>
      <span class="feedback-mark" aria-hidden="true">${n.kind==="right"?"✓":n.kind==="wrong"?"✗":"ℹ"}</span>
      <span class="feedback-text">${N(n.text)}
        ${t&&i` <strong class="taken-back" data-testid="taken-back">${r("↩ Taken back: try again.")}</strong>`}</span>
    </p>`}
    ${!e.done&&i`<p class="lesson-try" data-testid="lesson-prompt">${N(e.prompt)}</p>`}
  </section>`}function Qi({lesson:e,next:t,ruleset:n}){let a=P(null),[s,o]=y("");return S(()=>{a.current&&a.current.focus({preventScroll:!0})},[e.id]),i`<section class="overlay lesson-done" role="dialog" aria-modal="false" aria-labelledby="lesson-done-title"
      data-testid="lesson-done">
    <h2 id="lesson-done-title">${r("Lesson done")}</h2>
    <p class="lesson-summary" data-testid="lesson-summary">${N(e.summary)}</p>
    ${s&&i`<p class="error" role="alert">${s}</p>`}
    <div class="lesson-buttons">
      ${t&&i`<button type="button" class="primary" ref=${a} data-testid="next-lesson"
        onClick=${()=>ee(`/learn/${encodeURIComponent(t.id)}`)}>${r("Next lesson")}</button>`}
      <button type="button" class=${t?"":"primary"} ref=${t?null:a} data-testid="play-bot"
        onClick=${()=>Fi(n,o)}>${r("Play a bot now")}</button>
      <${T} href="/learn" testid="all-lessons">${r("All lessons")}</${T}>
    </div>
  </section>`}function uo({id:e}){so();let t=io(),[n,a]=y([]),[s,o]=y(null),[l,c]=y(!1),[d,p]=y(""),[u,$]=y(""),[f,h]=y(null),[m,v]=y([]),[g,b]=y(""),k=P(null),_=P(null),x=P(0),w=P(null),{lists:E}=lo(t),C=async(I,O)=>{c(!0);let H;try{H=await D.lesson(e,I,ue())}catch(se){c(!1),se&&(se.code==="unknown_lesson"||se.status===404)?$(r("There is no such lesson.")):p(Q(se));return}let Y=H.lesson,Z=Y.undone?I.slice(0,-1):I,fe=w.current,ae=fe?Bn(fe.state).length:0,ye=Bn(H.state),Ce=ye.length>ae?ye.slice(ae):[];v(fe&&!Y.undone?Ce.slice(-3):[]),x.current+=1,_.current={before:pe("snapshot",k.current),tried:Y.undone?O:null},a(Z),h(Y.undone?O:null),w.current={state:H.state,lesson:Y,seq:x.current},o(w.current),p(""),c(!1),Y.feedback&&Te(Y.feedback.kind==="wrong"?"lose":"turn"),Y.done&&Yi(e);let $e=[Y.feedback?N(Y.feedback.text):"",Y.done?N(Y.summary):N(Y.prompt)];b($e.filter(Boolean).join(" "))};S(()=>{o(null),w.current=null,a([]),h(null),$(""),p(""),C([],null)},[e]),S(()=>{s&&C(n,null)},[t]),ce(()=>{let I=_.current;if(!I)return;_.current=null;let O=k.current;O&&delete O.dataset.takenBack,I.tried?Ji(O,I.tried):I.before&&pe("flip",O,I.before,{leave:"none"})},[s&&s.seq]),S(()=>{s&&(document.title=`${N(s.lesson.title)} — ${r("Learn")}`)},[s&&s.seq,t]);let W=I=>{l||!s||s.lesson.done||C(n.concat([I]),I)};if(u)return i`<main class="page" data-testid="lesson-missing"><h1>${u}</h1>
      <p><${T} href="/learn">${r("All lessons")}</${T}></p></main>`;let M=s?Object.assign({},s.state,{lastTold:m}):null,G=s?s.lesson:null,le=M?M.view.ruleset:"duo",oe=E&&E[le]||[],F=oe.findIndex(I=>I.id===e),U=F>=0&&F+1<oe.length?oe[F+1]:null,te=M?(M.players||[]).map(I=>I.seat===M.view.seat?I:{...I,kind:"lesson"}):[],R=M?Bn(M).map((I,O)=>({key:`l${O}`,say:()=>N(I)})):[];return i`<main class="page table-page learn-page" data-testid="table" ref=${k}
      data-lesson=${e} data-answer=${s?s.seq:0} data-seq=${M?M.seq:-1} data-decision=${M?M.view.decision:""}
      data-sending=${l?"true":"false"} data-status=${M?M.status:""}
      data-undone=${f?"true":"false"} data-done=${G&&G.done?"true":"false"}
      data-my-turn=${M&&!G.done&&M.view.to_act===M.view.seat?"true":"false"}>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announce">${g}</div>
    ${d&&i`<p class="error" role="alert" data-testid="table-error">${d}</p>`}
    ${G&&i`<${Xi} lesson=${G} undone=${f} />`}
    ${M?i`<${ut} st=${M} players=${te} send=${W} sending=${l||G.done} log=${R}
          roundOver=${null} closeRoundOver=${()=>{}} askRematch=${()=>{}} rematchAsked=${!1} game=${null}
          reveal=${null} closeReveal=${()=>{}} hint=${null} askHint=${()=>{}} closeHint=${()=>{}}
          rated=${!1} rules=${[]} lesson=${!0} />`:i`<p class="table-message" data-testid="loading">${r("Loading…")}</p>`}
    ${G&&G.done&&i`<div class="scrim" data-testid="lesson-done-scrim" aria-hidden="true"></div>
      <${Qi} lesson=${{...G,id:e}} next=${U} ruleset=${le} />`}
  </main>`}var Gn=null;function Zi(){S(()=>{for(let e of["learn.css","puzzles.css"]){let t=new URL(`../css/${e}`,import.meta.url).href;if(!document.querySelector(`link[href="${t}"]`)){let n=document.createElement("link");n.rel="stylesheet",n.href=t,document.head.appendChild(n)}}},[])}function el(){let[e,t]=y(ue());return S(()=>Ie(n=>t(n)),[]),e}function tl(e){let[t,n]=y(null);return S(()=>{let a=!0;return D.puzzleThemes(e).then(s=>{a&&n(s.themes||[])},()=>{a&&n([])}),()=>{a=!1}},[e]),t}function nl(e,t,n){return e==="daily"?D.dailyPuzzle(n):e?D.puzzle(e,n):D.nextPuzzle(t,null,n)}function al({themes:e,theme:t,onChoose:n}){return!e||!e.length?null:i`<label class="puzzle-theme-choice">
    <span>${r("Theme")}</span>
    <select data-testid="puzzle-theme" value=${t} onChange=${a=>n(a.target.value)}>
      <option value="" selected=${t===""}>${r("Every theme")}</option>
      ${e.map(a=>i`<option key=${a.id} value=${a.id} selected=${t===a.id}>
        ${r("{title} ({n})",{title:a.title,n:a.count})}</option>`)}
    </select>
  </label>`}function rl({mine:e,account:t,guest:n}){return t&&e?i`<span class="puzzle-standing" data-testid="puzzle-standing" data-kind="account">
      <span data-testid="puzzle-rating">${r("Puzzle rating {n}",{n:xn(e)})}</span>
      <span data-testid="puzzle-streak" data-streak=${e.streak}>${r("Streak {n}",{n:e.streak})}</span>
    </span>`:i`<span class="puzzle-standing" data-testid="puzzle-standing" data-kind="guest">
    <span data-testid="puzzle-streak" data-streak=${n.streak}>${r("Streak {n}",{n:n.streak})}</span>
    ${n.best>0&&i`<span class="muted">${r("Best {n}",{n:n.best})}</span>`}
  </span>`}function ol({puzzle:e,daily:t,themes:n,theme:a,chooseTheme:s,standing:o}){return i`<section class="lesson-callout puzzle-callout" data-testid="puzzle-callout" aria-label=${r("Puzzle")}>
    <div class="lesson-head">
      <h1 class="lesson-title" data-testid="puzzle-title">${t?r("Daily puzzle: {theme}",{theme:e.theme_title}):r("Puzzle: {theme}",{theme:e.theme_title})}</h1>
      <span class="lesson-step" data-testid="puzzle-difficulty">
        ${Se(e.ruleset)} · ${r("Difficulty {n}",{n:e.difficulty})}</span>
    </div>
    <p class="lesson-try" data-testid="puzzle-prompt">${e.prompt}</p>
    <div class="puzzle-bar">${o}<${al} themes=${n} theme=${a} onChoose=${s} /></div>
  </section>`}function sl({result:e,played:t}){return i`<table class="puzzle-options" data-testid="puzzle-options">
    <caption class="visually-hidden">${r("Win chance of each move")}</caption>
    <thead><tr><th scope="col">${r("Move")}</th><th scope="col">${r("Win chance")}</th></tr></thead>
    <tbody>
      ${e.options.map(n=>{let a=Math.round(100*n.win_chance),s=n.action===e.best,o=n.action===t;return i`<tr key=${n.action} class=${(s?"best ":"")+(o?"played":"")}
            data-testid="puzzle-option" data-action=${n.action} data-best=${s?"true":"false"}
            data-played=${o?"true":"false"}>
          <th scope="row"><bdi>${n.label}</bdi>
            ${s&&i` <span class="option-tag best-tag">${r("best")}</span>`}
            ${o&&i` <span class="option-tag played-tag">${r("your move")}</span>`}</th>
          <td><span class="chance-bar" aria-hidden="true"><span style=${`inline-size:${a}%`}></span></span>
            <span class="chance-number">${r("{n}%",{n:a})}</span></td>
        </tr>`})}
    </tbody>
  </table>`}function il({result:e,played:t,next:n,busy:a,mine:s,account:o,guest:l}){let c=P(null);S(()=>{c.current&&c.current.focus({preventScroll:!0})},[t]);let d=e.rating,p=o?e.streak:l.streak;return i`<section class="overlay puzzle-answer" role="dialog" aria-modal="false" aria-labelledby="puzzle-answer-title"
      data-testid="puzzle-answer" data-correct=${e.correct?"true":"false"}>
    <h2 id="puzzle-answer-title" class=${e.correct?"answer-right":"answer-wrong"} data-testid="puzzle-verdict">
      <span aria-hidden="true">${e.correct?"✓ ":"✗ "}</span>${e.correct?r("Right!"):r("Not the best move")}</h2>
    <p class="puzzle-explanation" data-testid="puzzle-explanation">${e.explanation}</p>
    <${sl} result=${e} played=${t} />
    <p class="puzzle-after" data-testid="puzzle-after">
      ${d&&i`<span data-testid="puzzle-rating-change">${r("Puzzle rating {before} → {after}",{before:d.before,after:d.after})}</span> `}
      ${p!=null&&i`<span data-testid="puzzle-answer-streak">${r("Streak {n}",{n:p})}</span>`}
    </p>
    <div class="lesson-buttons">
      <button type="button" class="primary" ref=${c} data-testid="next-puzzle" disabled=${a}
        onClick=${n}>${r("Next puzzle")}</button>
      <${T} href="/" testid="puzzle-home">${r("Back to the start page")}</${T}>
    </div>
    <${rr} mine=${s} />
  </section>`}function po({id:e}){Zi();let t=el(),n=qe(),a=tl(t),[s,o]=y(Xa()),[l,c]=y(null),[d,p]=y(null),[u,$]=y(null),[f,h]=y(!1),[m,v]=y(""),[g,b]=y(""),[k,_]=y(""),[x,w]=y(0),[E,C]=y(wn()),W=kn(n,x,t),M=P(null);M.current=l,S(()=>{let O=!0,H=Gn;if(Gn=null,H&&H.id===e&&H.lang===t){c(H.puzzle);return}b("");let Y=M.current;return nl(Y?Y.id:e,s,t).then(Z=>{O&&(c(Z),v(""))},Z=>{O&&(Z&&(Z.code==="unknown_puzzle"||Z.status===404)?b(r("There is no such puzzle.")):v(Q(Z)))}),()=>{O=!1}},[e,t]),S(()=>{l&&(document.title=`${l.theme_title} — ${r("Puzzles")}`)},[l&&l.id,t]);let G=async O=>{if(!(f||!l||d)){h(!0),v("");try{let H=await D.answerPuzzle(l.id,O,ue());$(O),p(H),C(Ja(l.id,H.correct,!n)),w(Y=>Y+1),Te(H.correct?"win":"lose"),_(`${H.correct?r("Right!"):r("Not the best move")} ${H.explanation}`)}catch(H){v(Q(H))}h(!1)}},le=async(O=s)=>{h(!0);try{let H=await D.nextPuzzle(O,l?l.id:null,ue());Gn={id:H.id,lang:ue(),puzzle:H},ee(`/puzzles/${encodeURIComponent(H.id)}`)}catch(H){v(Q(H)),h(!1)}},oe=O=>{o(O),Qa(O),le(O)};if(g)return i`<main class="page" data-testid="puzzle-missing"><h1>${g}</h1>
      <p><${T} href="/puzzles">${r("Another puzzle")}</${T}></p></main>`;let F=l?l.frame:null,U=F?(F.players||[]).map(O=>O.seat===F.view.seat?O:{...O,kind:"lesson"}):[],te=F?(F.narration||[]).filter(Boolean).map((O,H)=>({key:`p${H}`,say:()=>N(O)})):[],R=e==="daily",I=i`<${rl} mine=${W} account=${n} guest=${E} />`;return i`<main class="page table-page learn-page puzzle-page" data-testid="table" data-puzzle=${l?l.id:""}
      data-seq=${F?F.seq:-1} data-decision=${F?F.view.decision:""} data-sending=${f?"true":"false"}
      data-answered=${d?d.correct?"right":"wrong":""} data-status=${F?F.status:""}
      data-my-turn=${F&&!d&&F.view.to_act===F.view.seat?"true":"false"}>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announce">${k}</div>
    ${m&&i`<p class="error" role="alert" data-testid="table-error">${m}</p>`}
    ${l&&i`<${ol} puzzle=${l} daily=${R} themes=${a} theme=${s}
      chooseTheme=${oe} standing=${I} />`}
    ${F?i`<${ut} key=${l.id} st=${F} players=${U} send=${G} sending=${f||!!d} log=${te}
          roundOver=${null} closeRoundOver=${()=>{}} askRematch=${()=>{}} rematchAsked=${!1} game=${null}
          reveal=${null} closeReveal=${()=>{}} hint=${null} askHint=${()=>{}} closeHint=${()=>{}}
          rated=${!1} rules=${[]} lesson=${!0} />`:i`<p class="table-message" data-testid="loading">${r("Loading…")}</p>`}
    ${d&&i`<div class="scrim" data-testid="puzzle-answer-scrim" aria-hidden="true"></div>
      <${il} result=${d} played=${u} next=${()=>le()} busy=${f} mine=${W}
        account=${n} guest=${E} />`}
  </main>`}function Yn(e){return Q(e)}function ll(e,t,n){let a=e.view||{},s=a.players||n.players.length,o=a.hand_sizes||[],l=Array.isArray(a.hands)?a.hands:Array.from({length:s},(c,d)=>Array(o[d]||0).fill(null));return{index:e.index,round:t,viewRound:a.round,action:e.action||null,seat:e.seat??null,hands:l,top:a.top||null,color:a.color||null,discard:a.discard||(a.top?[a.top]:[]),drawPile:a.draw_pile??0,pending:a.pending_draw||0,direction:a.direction??1,toAct:a.to_act??null,decision:a.decision||"",candidate:a.decision==="draft"&&a.candidate||null,scores:a.scores||Array(s).fill(0),over:!!a.match_over,winner:a.winner??null,events:e.events||[],narration:e.narration||[],sheet:{players:s,rounds:a.rounds||[],start_scores:a.start_scores||Array(s).fill(0),scores:a.scores||Array(s).fill(0),options:a.options||n.options||{},ruleset:a.ruleset||n.ruleset}}}async function fo(e){let t=`/api/games/${encodeURIComponent(e)}/replay`,n=await hn(t),a=(n.rounds||[]).slice().sort((f,h)=>f.first_step-h.first_step),s=(n.players||[]).map((f,h)=>({...f,seat:f.seat??h})),o=n.total_steps??a.reduce((f,h)=>f+h.steps,0),l=new Map,c=new Map,d=f=>{for(let h of a)if(f>=h.first_step&&f<h.first_step+h.steps)return h.round;return a.length?a[a.length-1].round:1},p=f=>a.find(h=>h.round===f);function u(f){if(l.has(f))return Promise.resolve(l.get(f));if(!c.has(f)){let h=hn(`${t}/${encodeURIComponent(f)}`).then(m=>{let v=(m.steps||[]).map(g=>ll(g,f,{players:s,...n}));return v.sort((g,b)=>g.index-b.index),l.set(f,v),c.delete(f),v},m=>{throw c.delete(f),m});c.set(f,h)}return c.get(f)}let $=(f,h,m)=>{let v=p(h)?p(h).first_step:0,g=f[m-v];return g&&g.index===m?g:f.find(b=>b.index===m)||null};return{game:e,ruleset:n.ruleset,options:n.options||{},players:s,rounds:a,total:o,roundOf:d,firstStepOf:f=>p(f)?p(f).first_step:0,stepNow(f){let h=d(f);return l.has(h)?$(l.get(h),h,f):null},async step(f){let h=d(f),m=$(await u(h),h,f);if(!m)throw new Be(0,"missing_step",r("Something went wrong. Try again."));return m},framesOf:f=>l.get(f)||null,prefetchAround(f){let h=d(f),m=p(h);if(!m)return;let v=()=>{};if(u(h).catch(v),f-m.first_step>m.steps/2||m.steps-(f-m.first_step)<40){let g=a[a.indexOf(m)+1];g&&u(g.round).catch(v)}if(f-m.first_step<3){let g=a[a.indexOf(m)-1];g&&u(g.round).catch(v)}}}}var cl=3,Qt=[-7,4,-2];function ul(e,t){let n=new Map;return t.map(a=>{let s=n.get(a)||0;return n.set(a,s+1),`s${e}-${a}-${s}`})}function ho({seat:e,step:t,replay:n}){let a=t.hands[e]||[],s=ul(e,a.map(c=>c||"?")),o=t.toAct===e&&!t.over,l=ne(n.players,e,null);return i`<div class=${"replay-seat"+(o?" to-act":"")} data-testid=${"replay-hand-"+e}
      data-seat=${e} data-to-act=${o?"true":"false"}>
    <h2 class="replay-seat-name">
      <bdi>${l}</bdi>
      <span class="replay-seat-info">${q("{n} card","{n} cards",a.length)}</span>
      <span class="replay-seat-score" data-testid=${"replay-score-"+e} data-score=${t.scores[e]}
        >${r("Score {n}",{n:t.scores[e]})}</span>
    </h2>
    <div class="replay-fan" data-anchor=${"seat-"+e} style=${`--count: ${Math.max(1,a.length)}`}>
      ${a.map((c,d)=>i`<span class="replay-slot" key=${s[d]} data-card-key=${s[d]} data-from="draw"
        >${c?i`<${re} code=${c} size="small" />`:i`<${Ke} size="small" label=${r("Unknown card")} />`}</span>`)}
    </div>
  </div>`}function dl({step:e,replay:t}){let n=e.discard||[],a=Math.max(0,n.length-cl),s=n.slice(a),o=e.seat===null?"draw":`seat-${e.seat}`,l=e.top?r("Top card: {card}",{card:De(e.top,e.color)}):"",c=e.color?r("Colour: {color}",{color:me(e.color)}):"";return i`<div class="replay-centre">
    <div class="replay-pile" data-anchor="draw" data-testid="replay-draw-pile" data-count=${e.drawPile}>
      <${Ke} size="small" label=${q("Draw pile: {n} card","Draw pile: {n} cards",e.drawPile)} />
      ${e.candidate&&i`<span class="replay-candidate" data-testid="replay-candidate"
        ><${re} code=${e.candidate} size="small" /></span>`}
      <span class="replay-pile-count" aria-hidden="true">${e.drawPile}</span>
    </div>
    <div class="replay-discard" data-anchor="discard">
      ${s.map((d,p)=>{let u=a+p,$=u===n.length-1&&!!e.top,f=Qt[(u%Qt.length+Qt.length)%Qt.length];return i`<span class=${"replay-slot replay-discard-card"+($?" is-top":"")} key=${"d"+u}
          data-card-key=${"d"+u+"-"+d} data-from=${u===n.length-1?o:null}
          style=${`--tilt: ${f}deg`}><${re} code=${d} size="small" named=${$?e.color:null}
          testid=${$?"replay-top":null} /></span>`})}
    </div>
    <div class="replay-state">
      ${e.top&&i`<p class="visually-hidden">${l}</p>`}
      ${e.color&&i`<p class=${"replay-color replay-color-"+e.color} data-testid="replay-color"
        data-color=${e.color}><span aria-hidden="true">${Fe[e.color]} </span>${c}</p>`}
      ${e.pending>0&&i`<p class="replay-pending" data-testid="replay-pending">
        ${q("Pending: {n} card to draw","Pending: {n} cards to draw",e.pending)}</p>`}
      ${t.players.length>2&&i`<p class="muted">${e.direction===1?r("Play goes clockwise ↻"):r("Play goes counterclockwise ↺")}</p>`}
    </div>
  </div>`}function $o({step:e,replay:t,boardRef:n,onSwipe:a}){let s=e.hands.map((p,u)=>u),o=s.filter(p=>p!==0),l=P(null),c=p=>{l.current=p.pointerType==="mouse"?null:{x:p.clientX,y:p.clientY}},d=p=>{let u=l.current;if(l.current=null,!u||!a)return;let $=p.clientX-u.x,f=p.clientY-u.y;if(Math.abs($)<40||Math.abs(f)>Math.abs($)*.6)return;let h=document.documentElement.dir==="rtl";a($<0!==h?1:-1)};return i`<section class=${"replay-board"+(o.length>1?" replay-board-many":"")}
      data-testid="replay-board" ref=${n} aria-label=${r("Hands")} data-round=${e.round}
      data-index=${e.index} onPointerDown=${c} onPointerUp=${d}
      onPointerCancel=${()=>{l.current=null}}>
    <div class="replay-seats replay-seats-top">${o.map(p=>i`<${ho} key=${p} seat=${p} step=${e}
      replay=${t} />`)}</div>
    <${dl} step=${e} replay=${t} />
    <div class="replay-seats">${s.length?i`<${ho} seat=${0} step=${e} replay=${t} />`:null}</div>
  </section>`}function mo(e){return(e.narration||[]).filter(t=>t).map(N)}function go({step:e,quiet:t}){let n=mo(e),a,s=n;return e.action&&n.length?(a=n[0],s=n.slice(1)):e.action?a=e.action:e.index===0?a=r("Start of the match"):a=r("Round {n} begins",{n:e.viewRound||e.round}),i`<div class="replay-say" aria-live=${t?"off":"polite"}>
    <p class="prompt-text" data-testid="replay-action">${a}</p>
    ${s.length>0&&i`<ul class="replay-events" data-testid="replay-events">
      ${s.map((o,l)=>i`<li key=${l}>${o}</li>`)}</ul>`}
  </div>`}function yo({step:e,replay:t}){if(!e.over)return null;let n=e.winner===null||e.winner===void 0?r("The match is a draw"):r("{name} won the match",{name:ne(t.players,e.winner,null)});return i`<section class="panel replay-result" data-testid="replay-result"><p>${n}</p></section>`}function bo({replay:e,round:t,at:n,onPick:a}){let s=P(null),o=e.framesOf(t)||[];return S(()=>{let l=s.current,c=l&&l.querySelector(".current");if(!c)return;let d=c.offsetTop;d<l.scrollTop?l.scrollTop=d:d+c.offsetHeight>l.scrollTop+l.clientHeight&&(l.scrollTop=d+c.offsetHeight-l.clientHeight)},[n,o.length]),i`<section class="panel replay-moves">
    <h2>${r("Moves")} · ${r("Round {n}",{n:t})}</h2>
    <ol class="action-list" ref=${s} data-testid="replay-moves" start=${o.length?o[0].index+1:1}>
      ${o.map(l=>i`<li key=${l.index} class=${l.index===n?"current":""}>
        <a href="#" onClick=${c=>{c.preventDefault(),a(l.index)}}>${l.action?mo(l)[0]||l.action:r("Round {n} begins",{n:l.viewRound||t})}</a></li>`)}
    </ol>
  </section>`}var pl=[.5,1,2,4,8],fl=900;function hl(){S(()=>{let e=new URL("../css/replay.css",import.meta.url).href;if(!document.querySelector(`link[href="${e}"]`)){let t=document.createElement("link");t.rel="stylesheet",t.href=e,document.head.appendChild(t)}},[])}var $l={first:"M5 4h2.5v16H5zM20 4v16L8.5 12z",prev:"M18 4v16L6 12z",next:"M6 4v16l12-8z",last:"M16.5 4H19v16h-2.5zM4 4v16l11.5-8z",play:"M7 4v16l13-8z",pause:"M6 4h4.5v16H6zM13.5 4H18v16h-4.5z"};function xt({shape:e}){return i`<svg class="replay-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"
    ><path d=${$l[e]} fill="currentColor" /></svg>`}function ml(e){let t=Ge(e),n=t&&(t.join_code||t.joined_with),a=`/api/games/${encodeURIComponent(e)}/record`;return n?`${a}?code=${encodeURIComponent(n)}`:a}function vo({game:e}){hl();let[t,n]=y(null),[a,s]=y("");return S(()=>{document.title=r("Replay");let o=!0;return fo(e).then(l=>o&&n(l),l=>o&&s(Yn(l))),()=>{o=!1}},[e]),a?i`<main class="page replay" data-testid="replay-page"><h1>${r("Replay")}</h1>
      <p class="error" role="alert" data-testid="replay-error">${a}</p>
      <p><${T} href=${`/game/${e}`}>${r("Back to the game")}</${T}></p></main>`:t?i`<${gl} replay=${t} game=${e} />`:i`<main class="page replay" data-testid="replay-page" aria-busy="true"><h1>${r("Replay")}</h1>
      <p>${r("Loading…")}</p></main>`}function gl({replay:e,game:t}){let n=e.total-1,[a,s]=y(0),[o,l]=y(null),[c,d]=y(!1),[p,u]=y(1),[$,f]=y(""),h=P(null),m=P(null),v=P(0),g=fl/p;S(()=>{let C=!0,W=e.stepNow(a);return W?(l(W),f("")):e.step(a).then(M=>{C&&(l(M),f(""))},M=>C&&f(Yn(M))),e.prefetchAround(a),()=>{C=!1}},[a]),S(()=>{if(!c)return;if(a>=n){d(!1);return}if(!o||o.index!==a)return;let C=setTimeout(()=>k(1),g);return()=>clearTimeout(C)},[c,a,o,p]);function b(C,W){let M=Math.max(0,Math.min(n,C)),G=v.current;M!==G&&(v.current=M,m.current=W&&M===G+1&&g>=150&&h.current&&o&&o.index===G?Mn(h.current):null,s(M))}let k=C=>b(v.current+C,C===1);ce(()=>{let C=m.current;C&&o&&o.index===a&&h.current&&(m.current=null,An(h.current,C,{duration:Math.min(320,g*.6)}),o.over&&Pn(h.current))},[o]),S(()=>{let C=W=>{if(W.ctrlKey||W.metaKey||W.altKey||W.defaultPrevented)return;let M=W.target,G=M&&M.tagName;if(G==="INPUT"||G==="SELECT"||G==="TEXTAREA"||M&&M.isContentEditable)return;let le=document.documentElement.dir==="rtl",oe=le?"ArrowLeft":"ArrowRight",F=le?"ArrowRight":"ArrowLeft";if(W.key===oe)k(1);else if(W.key===F)k(-1);else if(W.key==="Home")b(0,!1);else if(W.key==="End")b(n,!1);else if(W.key===" "&&G!=="BUTTON"&&G!=="A")d(U=>!U);else return;W.preventDefault()};return window.addEventListener("keydown",C),()=>window.removeEventListener("keydown",C)},[n,g,o]);let _=o,x=!_||_.index!==a,w=e.roundOf(a),E=()=>{!c&&a>=n&&b(0,!1),d(!c)};return i`<main class="page replay" data-testid="replay-page" data-step=${a} data-steps=${n}
      data-shown=${_?_.index:-1} data-interval=${g} data-playing=${c?"true":"false"}
      aria-busy=${x?"true":"false"}>
    <div class="replay-main">
    <h1 class="replay-title">${r("Replay")}</h1>
    ${_&&i`<${$o} step=${_} replay=${e} boardRef=${h} onSwipe=${k} />`}
    ${!_&&i`<p class="replay-board-placeholder">${r("Loading…")}</p>`}
    ${_&&i`<${go} step=${_} replay=${e} quiet=${c} />`}
    ${$&&i`<p class="error" role="alert" data-testid="replay-error">${$}</p>`}
    <div class="panel replay-controls" role="group" aria-label=${r("Replay controls")}>
      <div class="replay-buttons">
        <button type="button" onClick=${()=>b(0,!1)} disabled=${a===0} data-testid="replay-first"
          aria-label=${r("Start")} title=${r("Start")}><${xt} shape="first" /></button>
        <button type="button" onClick=${()=>k(-1)} disabled=${a===0} data-testid="replay-prev"
          aria-label=${r("Back")} title=${r("Back")}><${xt} shape="prev" /></button>
        <button type="button" class="primary replay-play" onClick=${E} data-testid="replay-play"
          aria-pressed=${c?"true":"false"}><${xt} shape=${c?"pause":"play"} />
          <span>${c?r("Pause"):r("Play")}</span></button>
        <button type="button" onClick=${()=>k(1)} disabled=${a===n} data-testid="replay-next"
          aria-label=${r("Next")} title=${r("Next")}><${xt} shape="next" /></button>
        <button type="button" onClick=${()=>b(n,!1)} disabled=${a===n} data-testid="replay-last"
          aria-label=${r("End")} title=${r("End")}><${xt} shape="last" /></button>
      </div>
      <input type="range" min="0" max=${n} value=${a} aria-label=${r("Move")} class="replay-slider"
        aria-valuetext=${r("Move {i} of {n}",{i:a+1,n:n+1})}
        onInput=${C=>b(Number(C.target.value),!1)} data-testid="replay-slider" />
      <div class="replay-selects">
        <label>${r("Round")}
          <select data-testid="replay-round" value=${String(w)}
            onChange=${C=>b(e.firstStepOf(Number(C.target.value)),!1)}>
            ${e.rounds.map(C=>i`<option value=${String(C.round)} selected=${C.round===w}>${C.round}</option>`)}
          </select></label>
        <label>${r("Speed")}
          <select data-testid="replay-speed" value=${String(p)} onChange=${C=>u(Number(C.target.value))}>
            ${pl.map(C=>i`<option value=${String(C)} selected=${C===p}>${C}×</option>`)}
          </select></label>
        <span class="replay-position" data-testid="replay-position">${r("Move {i} of {n}",{i:a+1,n:n+1})}</span>
      </div>
      <p class="replay-keys muted" data-testid="replay-keys">${r("←/→: one move · Home/End: first/last move · Space: play/pause")}</p>
    </div>
    <${mr} replay=${e} game=${t} at=${a} go=${C=>b(C,!1)} />
    </div>
    <aside class="replay-side">
    ${_&&i`<${yo} step=${_} replay=${e} />`}
    ${_&&i`<${it} view=${_.sheet} players=${e.players} me=${null} />`}
    ${_&&i`<${bo} replay=${e} round=${_.round} at=${a} onPick=${C=>b(C,!1)} />`}
    <p class="replay-links"><${T} href=${`/game/${t}`}>${r("Back to the game")}</${T}>
      <span aria-hidden="true"> · </span><a href=${ml(t)} download data-testid="download-record">
        ${r("Download the record (JSON)")}</a></p>
    </aside>
  </main>`}var Zt=null;function yl({idea:e}){return i`<section class="panel idea" id=${"rule-"+e.id} data-testid=${"rule-"+e.id}>
    <h2>${N(e.title)}</h2>
    <p>${N(e.text)}</p>
    <figure class="example">
      <div class="example-cards" data-testid=${"example-"+e.id}>
        ${e.example.top&&i`<span class="example-top" data-testid=${"example-top-"+e.id}>
          <${re} code=${e.example.top} size="small" /><span class="muted">${r("Top card")}</span></span>`}
        ${e.example.cards.map((t,n)=>i`<${re} key=${n} code=${t} size="small" />`)}
      </div>
      <figcaption><strong>${r("Example:")}</strong> ${N(e.example.text)}</figcaption>
    </figure>
  </section>`}function bl({terms:e}){return i`<section class="panel glossary" id="glossary" data-testid="glossary">
    <h2>${r("Words of the game")}</h2>
    <dl>
      ${e.map(t=>i`<div class="term" id=${"term-"+t.id} data-testid=${"term-"+t.id}>
        <dt>${N(t.term)}</dt>
        <dd>${N(t.definition)}</dd>
      </div>`)}
    </dl>
  </section>`}function wo(){let[e,t]=y(null),[n,a]=y("");S(()=>{document.title=r("Rules");let o=!0;return Zt||(Zt=D.rulebook().catch(l=>{throw Zt=null,l})),Zt.then(l=>{o&&t(l)},l=>{o&&a(Q(l))}),()=>{o=!1}},[]);let s=e&&i`<nav class="panel rules-contents" aria-label=${r("On this page")}>
    <ol>
      ${e.duo.map(o=>i`<li><a href=${"#rule-"+o.id}>${N(o.title)}</a></li>`)}
      <li><a href="#classic">${r("Classic UNO (2 to 10 players)")}</a></li>
      <li><a href="#glossary">${r("Words of the game")}</a></li>
    </ol>
  </nav>`;return i`<main class="page rules" data-testid="rules-page" data-ready=${e?"true":"false"}>
    <h1>${r("Rules")}</h1>
    <p class="rules-intro">${r("Before the first round the players cut the deck: the higher card drafts first.")}</p>
    ${n&&i`<p class="error" role="alert">${n}</p>`}
    ${!e&&!n&&i`<p>${r("Loading…")}</p>`}
    ${s}
    ${e&&e.duo.map(o=>i`<${yl} key=${o.id} idea=${o} />`)}
    ${e&&i`<section class="panel" id="classic" data-testid="rules-classic">
      <h2>${r("Classic UNO (2 to 10 players)")}</h2>
      ${e.classic.map(o=>i`<p>${N(o)}</p>`)}
    </section>`}
    ${e&&i`<${bl} terms=${e.glossary} />`}
    <p><${T} href="/">${r("Back to the start page")}</${T}></p>
  </main>`}function vl(e,t,n){let a=P({}),[,s]=y(0),o=Date.now();for(let d of e)d.kind==="human"&&d.joined&&!d.connected&&d.seat!==t?d.seat in a.current||(a.current[d.seat]=o):delete a.current[d.seat];let l=Object.values(a.current).map(d=>d+n*1e3-o).filter(d=>d>0),c=l.length?Math.min(...l):null;return S(()=>{if(c===null)return;let d=setTimeout(()=>s(p=>p+1),c+50);return()=>clearTimeout(d)},[c]),e.filter(d=>d.seat in a.current&&o-a.current[d.seat]>=n*1e3)}function _o({players:e,mySeat:t,notice:n,playing:a,letBotPlay:s}){let o=vl(e||[],t,n||30);return!a||o.length===0?null:i`<div class="friend-left" data-testid="friend-left">
    ${o.map(l=>l.away?i`<p role="status" data-testid="friend-left-bot" data-seat=${l.seat}>
          ${r("A bot plays for {name} until they come back.",{name:l.name})}</p>`:i`<div class="friend-left-notice" role="alert" data-testid="friend-left-notice" data-seat=${l.seat}>
          <p>${r("{name} left: wait, or let a bot play their seat",{name:l.name})}</p>
          <button type="button" class="primary" data-testid="let-bot-play" onClick=${()=>s(l.seat)}>
            ${r("Let a bot play for {name}",{name:l.name})}</button>
        </div>`)}
  </div>`}var So=[{id:"good_game",label:()=>r("Good game")},{id:"well_played",label:()=>r("Well played")},{id:"oops",label:()=>r("Oops")},{id:"hurry_up",label:()=>r("Hurry up?")},{id:"thanks",label:()=>r("Thanks")},{id:"smile",label:()=>r("Smiling"),emoji:"😊"},{id:"laugh",label:()=>r("Laughing"),emoji:"😄"},{id:"wow",label:()=>r("Wow"),emoji:"😮"}],Fn=new Map(So.map(e=>[e.id,e])),ko=4e3,To=new Set(["reaction_too_soon","unknown_reaction","no_reactions","not_a_person"]),Co="unoduo.reactionsMuted",wl=50;function _l(e){let t=Fn.get(e);return t?t.label():""}function Ro(e,t){return t==null?!1:(e||[]).some(n=>n.kind==="human"&&n.seat!==t)}function zo(){try{let e=JSON.parse(localStorage.getItem(Co)||"[]");return Array.isArray(e)?e:[]}catch{return[]}}function xo(e){return zo().includes(e)}function kl(e,t){let n=zo().filter(s=>s!==e),a=t?n.concat([e]).slice(-wl):n;try{localStorage.setItem(Co,JSON.stringify(a))}catch{}}function Eo(e){let[t,n]=y([]),[a,s]=y(()=>xo(e)),[o,l]=y(""),[c,d]=y(""),p=P(0),u=P(a);return u.current=a,S(()=>{let m=xo(e);s(m),u.current=m,n([])},[e]),S(()=>{if(!o)return;let m=setTimeout(()=>l(""),ko);return()=>clearTimeout(m)},[o]),{bubbles:t,muted:a,setMuted:m=>{kl(e,m),u.current=m,s(m),m&&n([])},notice:o,announce:c,received:(m,v,g)=>{if(u.current||!Fn.has(m.reaction))return;p.current+=1;let b=p.current;n(k=>k.filter(_=>_.seat!==m.seat).concat([{key:b,seat:m.seat,id:m.reaction}])),setTimeout(()=>n(k=>k.filter(_=>_.key!==b)),ko),Te("reaction"),d(r("{name}: {reaction}",{name:ne(v,m.seat,g),reaction:_l(m.reaction)}))},refused:m=>l(m.code==="reaction_too_soon"?r("Please wait a moment before the next reaction."):r("That reaction could not be sent.")),sent:()=>l("")}}function Mo({reactions:e,send:t,inline:n}){let[a,s]=y(!1),o=P(null),l=P(null),{muted:c,setMuted:d,notice:p}=e;S(()=>{if(!a||!l.current)return;let h=l.current.querySelector("button");h&&h.focus({preventScroll:!0})},[a]);let u=()=>{s(!1),o.current&&o.current.focus({preventScroll:!0})},$=h=>{if(h.key==="Escape"){h.preventDefault(),h.stopPropagation(),u();return}h.stopPropagation()},f=h=>{t(h)&&u()};return i`<div class=${"reactions"+(n?" reactions-inline":"")} data-testid=${n?"reactions-end":"reactions"}
      onKeyDown=${$}>
    <button type="button" class="tool reaction-toggle" ref=${o} aria-expanded=${a?"true":"false"}
      aria-controls=${n?"reaction-bar-end":"reaction-bar"} data-testid="reaction-toggle"
      onClick=${()=>s(h=>!h)}>
      <span class="tool-icon" aria-hidden="true">☺</span><span class=${n?"":"visually-hidden"}>${r("Reactions")}</span>
    </button>
    ${a&&i`<div class="reaction-bar" id=${n?"reaction-bar-end":"reaction-bar"} ref=${l}
        role="group" aria-label=${r("Send a reaction")} data-testid="reaction-bar">
      ${So.map(h=>i`<button type="button" key=${h.id} class=${"reaction-choice"+(h.emoji?" emoji":"")}
          data-testid=${"react-"+h.id} aria-label=${h.emoji?h.label():null} title=${h.emoji?h.label():null}
          onClick=${()=>f(h.id)}>${h.emoji?i`<span aria-hidden="true">${h.emoji}</span>`:h.label()}</button>`)}
      <button type="button" class="reaction-mute" aria-pressed=${c?"true":"false"} data-testid="reaction-mute"
        onClick=${()=>d(!c)}>${r("Mute reactions in this game")}</button>
    </div>`}
    ${p&&i`<p class="reaction-notice" role="status" data-testid="reaction-notice">${p}</p>`}
  </div>`}function xl(e,t,n){if(!e)return null;let a=e.querySelector(t===n?"[data-anchor=hand]":`[data-anchor=seat-${t}]`);if(!a)return null;let s=e.getBoundingClientRect(),o=a.getBoundingClientRect(),l=o.left+o.width/2-s.left,c=Math.min(128,s.width/5),d=Math.max(c,Math.min(s.width-c,l));return t===n?{x:d,y:o.top-s.top,above:!0}:{x:d,y:o.bottom-s.top,above:!1}}function Ao({reactions:e,players:t,me:n,rootRef:a}){return e.muted||!e.bubbles.length?null:i`<div class="reaction-bubbles" aria-hidden="true">
    ${e.bubbles.map(s=>{let o=xl(a.current,s.seat,n);if(!o)return null;let l=Fn.get(s.id);return i`<div key=${s.key} class=${"reaction-bubble"+(o.above?" above":" below")}
          data-testid=${"reaction-bubble-"+s.seat} data-reaction=${s.id}
          style=${`left: ${o.x.toFixed(0)}px; top: ${o.y.toFixed(0)}px`}>
        ${l.emoji?i`<span class="reaction-emoji">${l.emoji}</span>`:l.label()}
        <span class="reaction-by">${ne(t,s.seat,n)}</span>
      </div>`})}
  </div>`}var Po=200,Sl=650,Tl=new Set(["unknown_game","no_such_game","unauthorized","no_seat","too_many_spectators","too_many_attempts","private_game"]);function Cl(e,t,n,a){if(!e.hand||e.round!==t.round-1||!a)return null;let s=t.seat,o=(t.previous_events||[]).filter(d=>d.kind==="draw"&&d.info==="last_card"),l=[],c=null;return n.points.forEach((d,p)=>{if(p===n.out)return;let u=o.filter($=>$.seat===p);if(p===s){let $=e.hand.concat(...u.map(m=>m.cards||[])),f=$.map(m=>({code:m,value:a[m]}));f.reduce((m,v)=>m+(Number(v.value)||0),0)===d&&$.length&&(c=f)}else e.handSizes&&d>0&&He(t)&&l.push({seat:p,count:e.handSizes[p]+u.reduce(($,f)=>$+(f.count||0),0)})}),{cards:c,kept:l}}function Kn({game:e,spectator:t}){let n=t?null:Ge(e),[a,s]=y(null),[o,l]=y(null),[c,d]=y([]),[p,u]=y("connecting"),[$,f]=y(""),[h,m]=y(""),[v,g]=y(null),[b,k]=y(!1),[_,x]=y([]),[w,E]=y(""),[C,W]=y(null),[M,G]=y(0),[le,oe]=y(null),[F,U]=y(null),[te,R]=y(!1),[I,O]=y(null),[H,Y]=y(!1),Z=P(null),fe=P(null),ae=P({round:null,count:0,rounds:null,seq:-1,queued:-1,fresh:[],prev:null}),ye=P(null),Ce=P(null),$e=P({held:null,release:null}),se=Eo(e),Me=P(se);Me.current=se;let nt=P(c);nt.current=c,S(()=>{if(Y(!1),t||!n)return;let z=!0;return D.gameRating(e).then(L=>{z&&Y(!!(L&&L.rated))},()=>{}),()=>{z=!1}},[e]),S(()=>{if(t||n)return;let z=!0;return D.game(e).then(()=>{z&&g(!0)},L=>{z&&g(!(L&&(L.status===404||L.code==="no_such_game"||L.code==="unknown_game")))}),()=>{z=!1}},[e]),S(()=>{if(!t&&!n)return;let z=(A,V)=>new Promise(de=>{let Ae=V&&V.instant?null:pe("snapshot",fe.current);ye.current={before:Ae,resolve:de},en(A)}),L=(A,V)=>{let de=$e.current.held;return de?(G(Ae=>Ae+1),Ee(A)&&A.deadline&&oe(A.deadline),de.then(()=>(G(Ae=>Math.max(0,Ae-1)),oe(null),z(A,V)))):z(A,V)},be=pe("createStateQueue",L,{}),ie=A=>{switch(A.type){case"welcome":s(A),Ce.current=A,d(A.players||[]),f("");break;case"state":if(A.seq<ae.current.queued)return;ae.current.queued=A.seq,be?(Ee(A)&&be.pending()>0&&be.flush(),be.push(A)):L(A);break;case"presence":d(A.players||[]);break;case"ack":break;case"hint":O(V=>Cn(V,A));break;case"reaction":Me.current.received(A,nt.current,n?n.seat:null);break;case"error":if(To.has(A.code)){Me.current.refused(A);break}if(gr.has(A.code)){O(V=>Cn(V,A));break}k(!1),Tl.has(A.code)?m(Q(A,"table")):A.code!=="stale"&&f(Q(A,"table"));break;case"rematch":xe(A.game,A.seat,A.token,{}),ee(`/game/${A.game}`);break;default:break}},X=t?new URLSearchParams(location.search).get("code"):null,ke=new Wt(e,t?null:n.token,ie,u,X);return Z.current=ke,()=>ke.close()},[e,t]),ce(()=>{let z=ye.current;if(!z)return;ye.current=null;let L=fe.current,be=ae.current.fresh,ie=o&&o.view,X=null;if(L&&ie){z.before&&(X=pe("flip",L,z.before,{leave:"none"}));for(let V of be)if(V.kind==="play"||V.kind==="dump")Te("play");else if(V.kind==="draw"||V.kind==="draft_take"||V.kind==="keep")Te("draw");else if(V.kind==="uno"){Te("uno");let de=L.querySelector(V.seat===ie.seat?"[data-anchor=hand]":`[data-anchor=seat-${V.seat}]`);de&&pe("pulse",de)}else if(V.kind==="color"){let de=L.querySelector(".color-ring");de&&pe("pulse",de)}else if(V.kind==="reveal"&&V.cards&&V.cards.length){let de=L.querySelector("[data-testid=revealed-hand]");de&&pe("revealHand",de)}let A=ae.current.prev;if(A&&ie.pending_draw>A.pending_draw){let V=L.querySelector("[data-testid=pending-draw]");V&&pe("pulse",V)}Ee(o)&&!(A&&A.myTurn)&&Te("turn"),ie.match_over&&!(A&&A.over)&&(Te(ie.winner===ie.seat?"win":"lose"),ie.winner!==null&&ie.winner===ie.seat&&pe("celebrate",L)),ae.current.prev={pending_draw:ie.pending_draw,myTurn:Ee(o),over:ie.match_over}}let ke=pe("reducedMotion");if(!X||ke){z.resolve();return}Promise.race([Promise.resolve(X),new Promise(A=>setTimeout(A,Sl))]).then(()=>z.resolve(),()=>z.resolve())},[o]);let Oe=Ee(o)&&!C;S(()=>{let z=r("UNO Duo");document.title=Oe?r("● Your turn — {title}",{title:z}):z},[Oe,o&&o.seq]);function en(z){let L=z.view,be=z.players||[],ie=L.seat,X=ae.current,ke=z.status==="waiting",A=[],V=X.round!==null&&X.round!==L.round;if(V&&!ke&&Array.isArray(z.previous_narration))for(let he of z.previous_narration.slice(X.count))he&&A.push(he);if(X.rounds!==null&&L.rounds.length>X.rounds){let he=L.rounds[L.rounds.length-1];if(!L.match_over){let pt=Cl(X,L,he,(Ce.current||{}).card_points);dt(),W({number:L.rounds.length,result:he,scores:L.scores,before:X.scores||null,scored:pt})}}V&&U(null);let de=X.round===L.round&&X.count<=L.events.length?X.count:0,Ae=ke?[]:L.events.slice(de),Oo=z.narration||[],No=z.events_from||0,Vn=[];Ae.forEach((he,pt)=>{let Rt=Oo[de+pt-No];Rt&&Vn.push(Rt)}),A.push(...Vn);for(let he of Ae)he.kind==="reveal"&&he.cards&&he.cards.length&&U({seat:he.seat,cards:he.cards,key:`${L.round}-${z.seq}`});X.fresh=Ae,ke||(X.round=L.round,X.count=L.events.length,X.rounds=L.rounds.length,X.scores=L.scores,X.hand=L.hand||null,X.handSizes=L.hand_sizes||null),X.seq=z.seq,A.length&&x(he=>{let pt=z.seq*1e3,Rt=A.map((Io,Qn)=>({key:`${pt+Qn}-${he.length+Qn}`,say:()=>N(Io)}));return he.concat(Rt).slice(-Po)}),z.lastTold=(de>0?A:A.slice(-1)).slice(-3);let Jn=ke?"":N(z.prompt),Xn=z.last&&z.last.seat!==ie?z.lastTold.map(N).join(" "):"";E(Xn?`${Xn} ${Jn}`:Jn),d(be),l(z),k(!1)}function dt(){let z=$e.current;z.held||(z.held=new Promise(L=>{z.release=()=>{z.held=null,z.release=null,L()}}))}let tn=()=>{W(null),$e.current.release&&$e.current.release()},St=(z,L)=>{if(!o||b)return;let be=Z.current;if(!be||!be.send({type:"action",seq:o.seq,action:z})){f(r("Not connected. Reconnecting…"));return}if(L){let ie=N(L.label);x(X=>X.concat([{key:`auto-${o.seq}`,say:()=>r("Answered for you: {what}",{what:ie})}]).slice(-Po))}U(null),f(""),k(!0)},Tt=()=>{o&&Z.current&&Z.current.send({type:"hint",seq:o.seq})&&O({seq:o.seq,status:"asking"})},nn=z=>{let L=!!Z.current&&Z.current.send({type:"react",reaction:z});return L&&se.sent(),L},Ct=()=>{Z.current&&Z.current.send({type:"rematch"})&&R(!0)};if(h)return i`<${Jt} title=${h} testid="table-fatal" />`;if(!t&&!n)return v===!1?i`<${Jt} title=${r("No such game.")} testid="table-fatal" />`:v===null?i`<main class="page" data-testid="loading"><p>${r("Loading…")}</p></main>`:i`<${Jt} title=${r("You have no seat in this game")} testid="no-seat"
      text=${r("This browser holds no seat token for this game.")} watch=${`/watch/${e}`} />`;let B=!!o&&o.status==="waiting",K=!t&&!!n&&Ro(c,n.seat),Re=z=>K?i`<${Mo} reactions=${se} send=${nn} inline=${z} />`:null;return i`<main class=${"page table-page"+(Oe?" my-turn":"")} data-testid="table" ref=${fe}
      data-seq=${o?o.seq:-1}
      data-connection=${p} data-decision=${o?o.view.decision:""} data-sending=${b?"true":"false"}
      data-round=${o?o.view.round:""} data-status=${o?o.status:""}
      data-my-turn=${Oe?"true":"false"}>
    <h1 class="visually-hidden">${a?Se(a.ruleset):r("UNO Duo")}</h1>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announce">${w}</div>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="reaction-announce">${se.muted?"":se.announce}</div>
    <${Jr} status=${p} />
    ${$&&i`<p class="error" role="alert" data-testid="table-error">${$}</p>`}
    ${B&&i`<${Xr} welcome=${a} />`}
    ${a&&a.opponent==="friend"&&n&&i`<${_o} players=${c} mySeat=${n.seat}
      notice=${a.leave_notice} playing=${!!o&&o.status==="playing"}
      letBotPlay=${z=>Z.current&&Z.current.send({type:"let_bot_play",seat:z})} />`}
    ${o&&!B?i`<${ut} st=${o} players=${c} send=${St} sending=${b} log=${_}
          roundOver=${C&&{...C,held:M,deadline:le}} closeRoundOver=${tn} askRematch=${Ct}
          rematchAsked=${te} game=${e} reveal=${F} closeReveal=${()=>U(null)}
          hint=${I&&I.seq===o.seq?I:null} askHint=${Tt} closeHint=${()=>O(null)}
          rated=${H} reactionBar=${Re}
          rules=${a&&a.rules||[]} />`:!o&&i`<p class="table-message" data-testid="loading">${r("Connecting to the game…")}</p>`}
    <${Ao} reactions=${se} players=${c} me=${n?n.seat:null} rootRef=${fe} />
  </main>`}function Rl(e){let t=e.replace(/\/+$/,"").split("/").filter(Boolean).map(decodeURIComponent);return t.length===0?{page:"home"}:t.length===2&&t[0]==="game"?{page:"game",id:t[1]}:t.length===2&&t[0]==="watch"?{page:"watch",id:t[1]}:t.length===2&&t[0]==="join"?{page:"join",code:t[1]}:t.length===2&&t[0]==="replay"?{page:"replay",id:t[1]}:t.length===1&&t[0]==="rules"?{page:"rules"}:t.length===1&&t[0]==="learn"?{page:"learn"}:t.length===2&&t[0]==="learn"?{page:"lesson",id:t[1]}:t.length===1&&t[0]==="puzzles"?{page:"puzzle",id:null}:t.length===2&&t[0]==="puzzles"?{page:"puzzle",id:t[1]}:t.length===1&&t[0]==="account"?{page:"account"}:t.length===1&&t[0]==="rated"?{page:"rated"}:t.length===1&&t[0]==="leaderboard"?{page:"leaderboard"}:t.length===2&&t[0]==="players"?{page:"profile",name:t[1]}:{page:"missing"}}function zl(){let e=Ve().languages||{en:"English"},t=n=>dn(n.target.value,!0);return i`<label class="lang-switch">
    <span class="visually-hidden">${r("Language")}</span>
    <select data-testid="language" onChange=${t} value=${ue()} aria-label=${r("Language")}>
      ${Object.entries(e).map(([n,a])=>i`<option value=${n} lang=${n} selected=${n===ue()}>${a}</option>`)}
    </select>
  </label>`}function El(){let e=qe(),t=e?e.name:r("Log in");return i`<header class="site-header">
    <${T} href="/" testid="home-link" cls="brand">${r("UNO Duo")}</${T}>
    <nav aria-label=${r("Main")}>
      <${T} href="/learn" testid="learn-link">${r("Learn")}</${T}>
      <${T} href="/puzzles" testid="puzzles-link">${r("Puzzles")}</${T}>
      <${T} href="/rules" testid="rules-link">${r("Rules")}</${T}>
      <${T} href="/rated" testid="rated-link">${r("Rated play")}</${T}>
      <${T} href="/leaderboard" testid="leaderboard-link">${r("Leaderboard")}</${T}>
      <${T} href="/account" testid="account-link" cls="account-link"><bdi>${t}</bdi></${T}>
    </nav>
    <${zl} />
  </header>`}function Ml(){let[e,t]=y(location.pathname),[,n]=y(ue());S(()=>{let o=()=>t(location.pathname);window.addEventListener("popstate",o),window.addEventListener("unoduo:navigate",o);let l=Ie(c=>n(c));return()=>{window.removeEventListener("popstate",o),window.removeEventListener("unoduo:navigate",o),l()}},[]);let a=Rl(e),s;switch(a.page){case"home":s=i`<${nr} />`;break;case"game":s=i`<${Kn} key=${"g"+a.id} game=${a.id} spectator=${!1} />`;break;case"watch":s=i`<${Kn} key=${"w"+a.id} game=${a.id} spectator=${!0} />`;break;case"join":s=i`<${fr} code=${a.code} />`;break;case"replay":s=i`<${vo} key=${a.id} game=${a.id} />`;break;case"rules":s=i`<${wo} />`;break;case"learn":s=i`<${co} />`;break;case"lesson":s=i`<${uo} key=${a.id} id=${a.id} />`;break;case"puzzle":s=i`<${po} key=${"p"+(a.id||"")} id=${a.id} />`;break;case"account":s=i`<${sr} />`;break;case"rated":s=i`<${cr} />`;break;case"leaderboard":s=i`<${lr} />`;break;case"profile":s=i`<${ir} key=${a.name} name=${a.name} />`;break;default:s=i`<main class="page" data-testid="not-found"><h1>${r("Page not found")}</h1>
        <p><${T} href="/">${r("Back to the start page")}</${T}></p></main>`}return i`<${El} />${s}`}async function Al(){/^\/(game|watch)\/[^/]+\/?$/.test(location.pathname)&&ur();let e=Na();try{Wa(await D.meta())}catch{}await Promise.all([dn(Ma(Ve().languages)),e]),Sa(i`<${Ml} />`,document.getElementById("app")),document.body.dataset.ready="true"}Al();function Lo(){"serviceWorker"in navigator&&navigator.serviceWorker.register("/static/sw.js",{scope:"/"}).catch(e=>{console.warn("service worker not registered:",e)})}document.readyState==="complete"?Lo():window.addEventListener("load",Lo,{once:!0});
