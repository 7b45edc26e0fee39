import type { SiteContent } from './site-content-parts.js';

/** The English site: the same sections as the Chinese one, its rows sharing their slugs with their translations. */
export const SITE_CONTENT_EN: SiteContent = {
  profile: {
    description:
      'Yunzhan Technology designs and builds laptops, monitors and networking products, backed by service centres you can reach.',
    seo_title: 'Yunzhan Technology',
    seo_keywords: 'Yunzhan, laptops, monitors, routers, drivers',
    seo_description:
      'Yunzhan Technology: laptops, monitors and routers, with drivers, manuals, service centres and warranty support.',
    hotline: '+86 755 8888 0000',
    email: 'support@example.com',
    address: '1 Keyuan Road, Nanshan, Shenzhen, China',
    copyright: '© 2026 Yunzhan Technology. All rights reserved.',
  },
  categories: [
    ['news', 'News', 'news'],
    ['press', 'Press releases', 'news'],
    ['faq-general', 'FAQ', 'faq'],
  ],
  menus: [
    ['home', 'Home', 'header', 'url', '/', 1],
    ['products', 'Products', 'header', 'url', '/product', 2],
    ['type-laptop', 'Laptops', 'header', 'productType', 'laptop', 1, 'products'],
    ['type-monitor', 'Monitors', 'header', 'productType', 'monitor', 2, 'products'],
    ['type-router', 'Routers', 'header', 'productType', 'router', 3, 'products'],
    ['downloads', 'Downloads', 'header', 'url', '/downloads', 3],
    ['drivers', 'Drivers', 'header', 'url', '/driver', 1, 'downloads'],
    ['manuals', 'Manuals', 'header', 'url', '/manual', 2, 'downloads'],
    ['apps', 'Apps', 'header', 'url', '/appDownload', 3, 'downloads'],
    ['faq', 'FAQ', 'header', 'url', '/problem', 4, 'downloads'],
    ['service', 'Support', 'header', 'url', '/service', 4],
    ['policies', 'Service policies', 'header', 'url', '/servicePolicy', 9, 'service'],
    ['news', 'News', 'header', 'page', '', 5],
    ['about', 'About us', 'header', 'page', '', 6],
    ['contact', 'Contact', 'header', 'page', '', 9, 'about'],
    ['feedback', 'Feedback', 'footer', 'url', '/form/contact', 1],
    ['newsletter', 'Newsletter', 'footer', 'url', '/subscribe', 2],
    ['privacy', 'Privacy policy', 'footer', 'page', '', 9],
  ],
  pages: [
    [
      'about',
      'About us',
      'about',
      '<p>Founded in 2012, Yunzhan Technology designs and builds laptops, monitors and networking products. Our research centres in Shenzhen and Shanghai serve customers in more than 30 countries.</p><p>Good products come from care for the details: from design to after-sales service, every step starts with the people who use them.</p>',
    ],
    [
      'contact',
      'Contact',
      'contact',
      '<p>Hotline: +86 755 8888 0000 (9:00 to 21:00, China Standard Time)</p><p>E-mail: support@example.com</p><p>Address: 1 Keyuan Road, Nanshan, Shenzhen, China</p>',
    ],
    [
      'privacy',
      'Privacy policy',
      'privacy',
      '<p>We respect your privacy: we collect only what we need to serve you and never sell your personal data.</p>',
    ],
  ],
  news: [
    [
      'news-terminal-launch',
      'Meet the new Yunzhan terminals',
      'launch',
      2,
      '<p>Today Yunzhan Technology launches its new generation of laptops and monitors: longer battery life, sharper screens and quieter cooling.</p>',
    ],
    [
      'news-service-network',
      'Service centres in more than 300 cities',
      'service',
      9,
      '<p>Our service network keeps growing: repair centres and authorised service points now cover more than 300 cities. Find the nearest one on our site.</p>',
    ],
    [
      'news-quality-award',
      'Yunzhan Studio monitors win a quality award',
      'quality',
      16,
      '<p>The Yunzhan Studio series won this year’s gold award for quality, for its colour accuracy and reliability.</p>',
    ],
  ],
  ads: [
    ['Meet the new Yunzhan terminals', 'launch', '/product'],
    ['Service centres near you, in more than 300 cities', 'service', '/serviceNetwork'],
    ['Drivers, manuals and answers in one place', 'downloads', '/downloads'],
  ],
  sideAds: [],
  arrange: [
    ['/serviceNetwork', 'service', 1],
    ['/warranty', 'service', 2],
    ['/repair', 'service', 3],
    ['/dealer', 'service', 4],
    ['jobs', 'about', 1],
    ['videos', 'about', 2],
  ],
};
