import type { Vocabulary } from './vocabulary.ts';

// Calls to action: the button labels the ad platforms offer, with what people type for them. A label
// is kept as the button's text (there is no catalogue of ids: a CTA is copy, up to 30 characters).
export const CALLS_TO_ACTION: Vocabulary = {
  kind: 'cta',
  entries: [
    { values: ['Shop Now'], names: ['shop now', 'shop'] },
    { values: ['Learn More'], names: ['learn more', 'find out more', 'read more'] },
    { values: ['Sign Up'], names: ['sign up', 'signup', 'sign-up', 'join now'] },
    { values: ['Book Now'], names: ['book now', 'book a table', 'reserve'] },
    { values: ['Get Quote'], names: ['get quote', 'get a quote', 'request a quote', 'request quote'] },
    { values: ['Get Offer'], names: ['get offer', 'claim offer', 'get the offer'] },
    { values: ['Download'], names: ['download', 'download now'] },
    { values: ['Install Now'], names: ['install now', 'install', 'get the app'] },
    { values: ['Contact Us'], names: ['contact us', 'get in touch'] },
    { values: ['Subscribe'], names: ['subscribe', 'subscribe now'] },
    { values: ['Apply Now'], names: ['apply now', 'apply'] },
    { values: ['Order Now'], names: ['order now', 'order online'] },
    { values: ['Donate Now'], names: ['donate now', 'donate', 'give now'] },
    { values: ['Watch More'], names: ['watch more', 'watch now', 'watch'] },
    { values: ['Send Message'], names: ['send message', 'message us', 'send a message'] },
    { values: ['Call Now'], names: ['call now', 'call us'] },
    { values: ['Get Started'], names: ['get started', 'start now', 'start free trial', 'try it free'] },
    { values: ['Buy Now'], names: ['buy now', 'buy'] },
    { values: ['Get Directions'], names: ['get directions', 'directions'] },
  ],
};
