import { useCallback, useEffect, useRef, useState } from 'react';
import { SPEECH_LANG, VOICE_UNSUPPORTED } from '../lib/hub-constants.ts';

// Web Speech API: recognition for voice input (en-US), synthesis for reading replies aloud. The DOM
// typings do not include recognition yet, so the small part used here is typed locally.

interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal?: boolean }>;
  resultIndex?: number;
}

export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  start: () => void;
  stop: () => void;
  abort?: () => void;
}

type RecognitionConstructor = new () => SpeechRecognitionLike;

export function getSpeechRecognition(): RecognitionConstructor | null {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** Voice input: each final phrase goes to `onText`; other browsers get an alert (docs/product.md#ai-hub). */
export function useVoiceInput(onText: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  useEffect(() => () => recognitionRef.current?.abort?.(), []);

  const toggle = useCallback(() => {
    if (recognitionRef.current) {
      recognitionRef.current.stop();
      return;
    }
    const Recognition = getSpeechRecognition();
    if (!Recognition) {
      window.alert(VOICE_UNSUPPORTED);
      return;
    }
    const recognition = new Recognition();
    recognition.lang = SPEECH_LANG;
    recognition.continuous = false;
    recognition.interimResults = false;
    recognition.onresult = (event) => {
      const start = event.resultIndex ?? 0;
      const parts: string[] = [];
      for (let i = start; i < event.results.length; i++) {
        const transcript = event.results[i]?.[0]?.transcript;
        if (transcript) parts.push(transcript.trim());
      }
      const text = parts.join(' ').trim();
      if (text) onTextRef.current(text);
    };
    const done = () => {
      recognitionRef.current = null;
      setListening(false);
    };
    recognition.onend = done;
    recognition.onerror = done;
    recognitionRef.current = recognition;
    setListening(true);
    try {
      recognition.start();
    } catch {
      done();
    }
  }, []);

  return { listening, toggle };
}

export const speechSynthesisSupported = () =>
  typeof window !== 'undefined' &&
  'speechSynthesis' in window &&
  typeof SpeechSynthesisUtterance !== 'undefined';

/** Reads text aloud at `rate`, interrupting whatever was being read. */
export function speak(text: string, rate: number): void {
  if (!speechSynthesisSupported()) return;
  window.speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = SPEECH_LANG;
  utterance.rate = rate;
  window.speechSynthesis.speak(utterance);
}

export const stopSpeaking = () => {
  if (speechSynthesisSupported()) window.speechSynthesis.cancel();
};
