/** What only the contact page (/contact) shows; the team's details are in ./contact.ts. */

/** The contact page's quick links to the four submission forms. */
export const SUBMIT_LINKS = [
  { to: '/submit-restaurant', title: 'Submit a Restaurant', text: 'Suggest a place to eat.' },
  { to: '/submit-event', title: 'Submit an Event', text: 'Add a gathering to the calendar.' },
  { to: '/submit-activity', title: 'Submit an Activity', text: 'Share a tour, trail or experience.' },
  { to: '/submit-story', title: 'Share Your Story', text: 'Tell visitors about your Wyoming.' },
] as const

/** The contact page's frequently asked questions. */
export const CONTACT_FAQ = [
  {
    question: 'How do I submit my business listing?',
    answer:
      'Use one of our submission forms: Submit a Restaurant, Submit an Event or Submit an Activity. Our team reviews every submission before it appears in the guide.',
  },
  {
    question: 'Is there a cost to be listed?',
    answer: 'No. Listing your restaurant, event or activity in Wyoming Navigator is free.',
  },
  {
    question: 'Can I share my own Wyoming story?',
    answer:
      'Yes! Use Share Your Story to send it to us. Our editors read every story and publish the ones that fit on Community Stories.',
  },
  {
    question: 'How do I update my business information?',
    answer:
      'Contact our team with the form on this page (choose Business Listing) and tell us what changed. We will update your listing.',
  },
] as const
