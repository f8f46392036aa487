import { describe, expect, it } from 'vitest'
import { linkedParagraph, newsletterIssueMail } from './messages'

describe('newsletter text as HTML', () => {
  it('escapes everything, keeps line breaks and links web addresses without the punctuation after them', () => {
    expect(
      linkedParagraph(
        'Hi <b>all</b> & "you".\nSee https://guide.example/eat?a=1&b=2, or (http://x.example/y).',
      ),
    ).toBe(
      '<p style="white-space:pre-line">Hi &lt;b&gt;all&lt;/b&gt; &amp; &quot;you&quot;.\nSee ' +
        '<a href="https://guide.example/eat?a=1&amp;b=2">https://guide.example/eat?a=1&amp;b=2</a>, or (' +
        '<a href="http://x.example/y">http://x.example/y</a>).</p>',
    )
  })

  it('never links a javascript: address or one broken out of its attribute', () => {
    const html = linkedParagraph('javascript:alert(1) https://a.example/"onmouseover="x')
    expect(html).not.toContain('href="javascript')
    expect(html).toContain('<a href="https://a.example/">https://a.example/</a>&quot;onmouseover=&quot;x')
  })

  it('an issue: paragraphs from empty lines, the text part as written, the unsubscribe link in both', () => {
    const mail = newsletterIssueMail({
      subject: 'Line\nbreak',
      body: 'One\ntwo\n\n\nThree',
      unsubscribeUrl: 'https://guide.example/newsletter/unsubscribe?token=t',
    })
    expect(mail.subject).toBe('Line break')
    expect(mail.text).toContain('One\ntwo\n\nThree\n\n—')
    expect(mail.html).toContain(
      '<p style="white-space:pre-line">One\ntwo</p>\n<p style="white-space:pre-line">Three</p>',
    )
    expect(mail.html).toContain(
      '<a href="https://guide.example/newsletter/unsubscribe?token=t">Unsubscribe</a>',
    )
  })
})
