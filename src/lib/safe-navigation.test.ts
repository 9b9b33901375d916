import { checkNavigationTarget } from './safe-navigation';

const origin = 'https://writekit.app';

describe('checkNavigationTarget', () => {
  it('accepts same-origin paths and URLs', () => {
    expect(checkNavigationTarget('/pl/grammar-checker', origin)).toEqual({ ok: true, href: '/pl/grammar-checker' });
    expect(checkNavigationTarget('https://writekit.app/a?b=1#c', origin)).toEqual({ ok: true, href: '/a?b=1#c' });
    expect(checkNavigationTarget('semantic-dictionary', `${origin}/`)).toEqual({ ok: true, href: '/semantic-dictionary' });
  });
  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' java\tscript:alert(1)', 'data:text/html,<script>x</script>', 'vbscript:msgbox', 'blob:https://writekit.app/1'])(
    'refuses the script-like target %j',
    (target) => {
      expect(checkNavigationTarget(target, origin)).toEqual({ ok: false, reason: 'scriptProtocol' });
    },
  );
  it.each(['https://evil.example/', '//evil.example/x', 'http://writekit.app/', 'mailto:a@b.c', 'ftp://writekit.app/'])(
    'refuses the external target %j',
    (target) => {
      expect(checkNavigationTarget(target, origin)).toEqual({ ok: false, reason: 'external' });
    },
  );
});
