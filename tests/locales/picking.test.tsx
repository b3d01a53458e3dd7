import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { SlideCaptcha, VerifyButton } from '../../src/captcha/index.js';
import { Chat } from '../../src/chat/index.js';
import * as ar from '../../src/locales/ar/index.js';
import * as es from '../../src/locales/es/index.js';
import * as he from '../../src/locales/he/index.js';
import { loadImages, slideData } from '../captcha/helpers.js';
import { conversation, participants } from '../chat/fixtures.js';

afterEach(() => vi.restoreAllMocks());

describe('picking a language', { timeout: 30_000 }, () => {
  it('a language object: the chat speaks it at once', () => {
    render(<Chat participants={participants} messages={conversation} locale={es.chat} newMessagesCount={2} />);
    expect(screen.getByRole('button', { name: /^Abrir el chat/ })).toHaveAccessibleName(/2 mensajes sin leer/);
  });

  it("a language object: its tag is the locale of the thread's dates", async () => {
    const old = [
      { id: 1, author: 'ada', type: 'text' as const, data: { text: 'Hola' }, sentAt: new Date(2026, 0, 5, 12) },
    ];
    render(<Chat participants={participants} messages={old} locale={es.chat} mode="inline" />);
    expect((await screen.findAllByText(/5 de enero de 2026/)).length).toBeGreaterThan(0);
  });

  it('a tag: the chat loads the language on first need, English meanwhile', async () => {
    render(<Chat participants={participants} messages={conversation} locale="es-MX" />);
    expect(screen.getByRole('button', { name: 'Open chat' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Abrir el chat' })).toBeInTheDocument();
  });

  it('a tag Confab does not ship, or English: the chat stays English', async () => {
    render(<Chat participants={participants} messages={conversation} locale="it-IT" />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open chat' })).toBeInTheDocument());
  });

  it('the captcha: Chinese by default, English with locale="en", a tag loaded on demand, an object at once', async () => {
    const { rerender } = render(<SlideCaptcha data={slideData} />);
    expect(screen.getByRole('group', { name: '请拖动滑块完成拼图' })).toHaveAttribute('lang', 'zh');
    rerender(<SlideCaptcha data={slideData} locale="en" />);
    expect(screen.getByRole('group', { name: 'Drag the slider to complete the puzzle' })).toHaveAttribute('lang', 'en');
    rerender(<SlideCaptcha data={slideData} locale="ja" />);
    const japanese = await screen.findByRole('group', { name: 'スライダーをドラッグしてパズルを完成させてください' });
    expect(japanese).toHaveAttribute('lang', 'ja');
    rerender(<SlideCaptcha data={slideData} locale={es.captcha} />);
    expect(screen.getByRole('group', { name: es.captcha.strings.slide.slideTitle })).toHaveAttribute('lang', 'es');
  });

  it('the captcha: a tag Confab does not ship gives English and a development warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<SlideCaptcha data={slideData} locale="xx" />);
    expect(screen.getByRole('group', { name: 'Drag the slider to complete the puzzle' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"xx" is not a shipped language'));
  });
});

describe('the host still decides', { timeout: 30_000 }, () => {
  it("labels override the language's strings, one by one", async () => {
    render(
      <Chat
        participants={participants}
        messages={conversation}
        defaultOpen
        locale={es.chat}
        labels={{ send: 'Mandar', placeholder: 'Di algo' }}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Mandar' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toHaveAttribute('placeholder', 'Di algo');
  });

  it("the chat's placeholder and deletion question props override the language's", async () => {
    const user = userEvent.setup();
    render(
      <Chat
        participants={participants}
        messages={conversation}
        defaultOpen
        locale={es.chat}
        placeholder="Escribe aquí"
        showDeletion
        showConfirmationDeletion
        confirmationDeletionMessage="¿Borrar?"
      />,
    );
    expect(await screen.findByRole('textbox', { name: 'Mensaje' })).toHaveAttribute('placeholder', 'Escribe aquí');
    await user.click(screen.getByRole('button', { name: 'Eliminar mensaje', hidden: true }));
    expect(await screen.findByRole('alertdialog', { name: 'Eliminar el mensaje' })).toHaveTextContent('¿Borrar?');
  });

  it("a captcha's strings override the language's", () => {
    render(<SlideCaptcha data={slideData} locale={es.captcha} strings={{ slideTitle: 'Desliza' }} />);
    expect(screen.getByRole('group', { name: 'Desliza' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
  });
});

describe('right to left', { timeout: 30_000 }, () => {
  it.each([
    ['ar', ar.chat],
    ['he', he.chat],
  ])('%s sets dir="rtl" on the chat, unless the host sets dir', (_, language) => {
    const { container, rerender } = render(
      <Chat participants={participants} messages={conversation} locale={language} />,
    );
    expect(container.firstElementChild).toHaveAttribute('dir', 'rtl');
    rerender(<Chat participants={participants} messages={conversation} locale={language} dir="ltr" />);
    expect(container.firstElementChild).toHaveAttribute('dir', 'ltr');
    rerender(<Chat participants={participants} messages={conversation} locale={es.chat} />);
    expect(container.firstElementChild).toHaveAttribute('dir', 'ltr');
  });

  it('an Arabic or Hebrew captcha and verify button are right to left, unless the host sets dir', async () => {
    const { rerender } = render(<SlideCaptcha data={slideData} locale={ar.captcha} />);
    expect(screen.getByRole('group')).toHaveAttribute('dir', 'rtl');
    rerender(<SlideCaptcha data={slideData} locale={ar.captcha} dir="ltr" />);
    expect(screen.getByRole('group')).toHaveAttribute('dir', 'ltr');
    rerender(<SlideCaptcha data={slideData} locale={es.captcha} />);
    expect(screen.getByRole('group')).not.toHaveAttribute('dir');
    rerender(<VerifyButton locale="he" captcha={<SlideCaptcha data={slideData} locale="he" />} />);
    const button = await screen.findByRole('button', { name: he.captcha.strings.verify.verifyButtonText });
    expect(button).toHaveAttribute('dir', 'rtl');
    await userEvent.setup().click(button);
    loadImages();
    expect(await screen.findByRole('dialog', { name: he.captcha.strings.verify.verifyPanel })).toHaveAttribute(
      'dir',
      'rtl',
    );
  });
});
