/**
 * The blog's seeded tags and articles (issue 19): practical guides for people buying a home in
 * Armenia with the Tun online mortgage, and two partners' articles. Every figure here follows the
 * product's rules (limits, down payments, fees, the income-tax refund); an offer's exact rate, fees,
 * insurance and notary fees are never stated, since the offer itself states them.
 *
 * Bodies use the small markup of `LocalizedBody`: paragraphs separated by a blank line, `## ` for a
 * subheading, `- ` for a bullet. Numbers group thousands: 3,500,000 in English, 3 500 000 in
 * Armenian and Russian.
 */
import type { BlogArticleSeed, BlogTagSeed } from './content-types';

export const blogTagsSeed: BlogTagSeed[] = [
  { slug: 'mortgage', name: { hy: 'Հիփոթեք', ru: 'Ипотека', en: 'Mortgage' } },
  { slug: 'buying-a-home', name: { hy: 'Բնակարանի գնում', ru: 'Покупка жилья', en: 'Buying a home' } },
  { slug: 'new-buildings', name: { hy: 'Նորակառույցներ', ru: 'Новостройки', en: 'New buildings' } },
  { slug: 'secondary-market', name: { hy: 'Երկրորդային շուկա', ru: 'Вторичный рынок', en: 'Secondary market' } },
  { slug: 'renovation', name: { hy: 'Վերանորոգում', ru: 'Ремонт', en: 'Renovation' } },
  { slug: 'taxes-and-refunds', name: { hy: 'Հարկեր և վերադարձ', ru: 'Налоги и возвраты', en: 'Taxes and refunds' } },
  { slug: 'renting', name: { hy: 'Վարձակալություն', ru: 'Аренда', en: 'Renting' } },
  { slug: 'family-budget', name: { hy: 'Ընտանեկան բյուջե', ru: 'Семейный бюджет', en: 'Family budget' } },
];

const howTheOnlineMortgageWorks: BlogArticleSeed = {
  slug: 'how-the-online-mortgage-works',
  tags: ['mortgage', 'buying-a-home'],
  main: true,
  publishedOn: '2026-01-14',
  readingMinutes: 3,
  cover: { motif: 'keys', seed: 101 },
  title: {
    hy: 'Ինչպես է աշխատում առցանց հիփոթեքային վարկը՝ քայլ առ քայլ',
    ru: 'Как работает онлайн-ипотека: шаг за шагом',
    en: 'How the online mortgage works, step by step',
  },
  description: {
    hy: 'Բնակարանի ընտրությունից մինչև վարկի տրամադրում․ ինչ է կատարվում Tun առցանց հիփոթեքի յուրաքանչյուր քայլում և որքան է այն տևում։',
    ru: 'От выбора квартиры до выдачи кредита: что происходит на каждом шаге онлайн-ипотеки Tun и сколько времени это занимает.',
    en: 'From choosing a flat to the payout: what happens at each step of a Tun online mortgage, and how long it all takes.',
  },
  body: {
    hy: `Հիփոթեքը նախկինում նշանակում էր շաբաթներով հերթեր և թղթերի կույտ։ Tun-ում դրա մեծ մասը կատարվում է Ձեր հեռախոսից կամ համակարգչից, իսկ գործընկեր կառուցապատողի նորակառույց բնակարանի դեպքում ամբողջ գործընթացը տևում է առավելագույնը 7 օրացուցային օր։ Ահա ճանապարհը՝ առաջին սեղմումից մինչև վարկի տրամադրում։

## Նախքան սկսելը

Ընտրեք բնակարանը կատալոգում։ Յուրաքանչյուր գնի կողքին տեսնում եք մոտավոր ամսական վճարը․ այն հաշվարկված է տարեկան 12% տոկոսադրույքով, 360 ամիս ժամկետով և 10% կանխավճարով։ Դա կողմնորոշիչ է, ոչ թե առաջարկ։ Առցանց հիփոթեքը տրամադրվում է դրամով և գործում է հետևյալ սահմաններում․

- գործընկեր կառուցապատողի նորակառույց բնակարան՝ գինը 3,5–110 մլն դրամ, վարկը՝ 3–100 մլն դրամ
- երկրորդային շուկայի բնակարան Երևանում՝ գինը մինչև 62,5 մլն դրամ, վարկը՝ 3–50 մլն դրամ
- ժամկետը՝ 1-ից 30 տարի

Եթե Ձեր ընտրած գույքը դուրս է այս սահմաններից, կարող եք դիմել բանկի մասնաճյուղ։ Օգտակար է նախապես բացել «Որքա՞ն վարկ կարող եմ ստանալ» հաշվիչը․ Ձեր բոլոր վարկերի ամսական վճարները միասին չեն կարող գերազանցել զուտ ամսական եկամտի 50%-ը։

## Քայլ 1. հայտը

Հայտը սկսելիս բնակարանն ամրագրվում է Ձեզ համար, և մինչ Դուք լրացնում եք տվյալները, ուրիշը չի կարող այն զբաղեցնել։ Միաժամանակ կարող եք ունենալ առավելագույնը երկու ամրագրում։ Հայտը պետք է ներկայացնել 2 օրվա ընթացքում՝ նորակառույցի դեպքում, և 5 օրվա ընթացքում՝ երկրորդային շուկայի բնակարանի դեպքում։ Նորակառույցի դեպքում կառուցապատողը հաստատում է, որ բնակարանը դեռ հասանելի է։

## Քայլ 2. որոշումը

Հայտը ներկայացնելուց հետո որոշումը ստանում եք 5 րոպեի ընթացքում։ Առաջարկում նշված են ճշգրիտ տոկոսադրույքը, միջնորդավճարները, ապահովագրությունը և նոտարի վճարը․ կարդացեք այն հանգիստ, նախքան ընդունելը։

## Քայլ 3. նույնականացում և տեսազանգ

Նորակառույցի դեպքում այնուհետև առցանց հաստատում եք Ձեր ինքնությունը և միանում եք կարճ տեսազանգի բանկի աշխատակցի հետ։ Եթե ամուսնացած եք, լրացնում եք ամուսնու տվյալները և նրա համաձայնությունը, եթե ոչ՝ պարզապես հաստատում եք դա։ Ապա լրացնում եք պայմանագրի տվյալները, օրինակ՝ մարման օրը և այն հաշիվը, որից կգանձվեն վճարները։

## Քայլ 4. ստորագրություն և նոտար

Վարկային փաթեթը ստորագրում եք առցանց՝ SMS-ով ստացված կոդով։ Նոտարի մոտ այցը նույնպես ամրագրվում է առցանց՝ Ձեզ հարմար ժամին։ Նոտարից հետո գրանցվում են իրավունքները, գույքն ապահովագրվում է, և վարկը տրամադրվում է։

## Երկրորդային շուկայի բնակարան

Երևանում երկրորդային շուկայի բնակարանի դեպքում առցանց մասն ավարտվում է որոշմամբ և առաջարկի ընդունմամբ։ Վարկը ստորագրվում է մասնաճյուղում, և այցը պետք է կայանա հաստատումից հետո 30 օրվա ընթացքում։

## Եթե պատասխանը բացասական է

Մերժումից կամ ձեռքով ուսումնասիրությունից հետո նոր հայտ կարող եք ներկայացնել 7 օր անց։ Վարկը ստանալուց հետո հաջորդ հայտը հնարավոր է 6 ամիս անց։

Այս ամենի իմաստը պարզ է․ Ձեր ժամանակը ծախսում եք տուն ընտրելու, ոչ թե կնիքներ հավաքելու վրա։`,
    ru: `Раньше ипотека означала недели очередей и стопки бумаг. В Tun большая часть пути проходит в телефоне или ноутбуке, а для новой квартиры от застройщика-партнёра весь процесс занимает не больше 7 календарных дней. Вот как выглядит дорога от первого клика до выдачи кредита.

## Прежде чем начать

Выберите жильё в каталоге. Рядом с каждой ценой указан ориентировочный ежемесячный платёж: он рассчитан при ставке 12% годовых, сроке 360 месяцев и первоначальном взносе 10%. Это ориентир, а не предложение банка. Онлайн-ипотека выдаётся в драмах и действует в таких пределах:

- новая квартира от застройщика-партнёра: цена от 3,5 до 110 млн драмов, кредит от 3 до 100 млн драмов;
- квартира на вторичном рынке в Ереване: цена до 62,5 млн драмов, кредит от 3 до 50 млн драмов;
- срок от 1 года до 30 лет.

Если жильё не укладывается в эти пределы, обратитесь в отделение банка. Заранее стоит открыть калькулятор «Сколько я могу взять в кредит»: все ваши платежи по кредитам вместе не могут превышать 50% чистого ежемесячного дохода.

## Шаг 1. Заявка

Как только вы начинаете заявку, квартира бронируется за вами, и пока вы заполняете данные, её никто не займёт. Одновременно можно держать не больше двух бронирований. Заявку нужно подать в течение 2 дней для новостройки и 5 дней для квартиры на вторичном рынке. Для новостройки застройщик подтверждает, что квартира ещё свободна.

## Шаг 2. Решение

После подачи заявки решение приходит в течение 5 минут. В предложении указаны точная ставка, комиссии, страхование и услуги нотариуса, поэтому прочитайте его спокойно, прежде чем принять.

## Шаг 3. Идентификация и видеозвонок

Для новостройки дальше вы подтверждаете личность онлайн и проходите короткий видеозвонок с сотрудником банка. Если вы в браке, то вносите данные супруга или супруги и его или её согласие; если нет, просто подтверждаете это. Затем заполняете данные для договора, например день платежа и счёт, с которого будут списываться платежи.

## Шаг 4. Подписание и нотариус

Кредитный пакет вы подписываете онлайн кодом из SMS. Визит к нотариусу тоже бронируется онлайн, на удобное вам время. После нотариуса регистрируются права, жильё страхуется, и кредит выдаётся.

## Квартира на вторичном рынке

Для квартиры на вторичном рынке в Ереване онлайн-часть заканчивается решением и принятием предложения. Кредит подписывается в отделении, и визит должен состояться в течение 30 дней после одобрения.

## Если ответ отрицательный

После отказа или ручного рассмотрения новую заявку можно подать через 7 дней. После выдачи кредита следующая заявка возможна через 6 месяцев.

Смысл всего этого прост: вы тратите время на выбор дома, а не на сбор печатей.`,
    en: `A mortgage used to mean weeks of queues and piles of paper. With Tun most of it happens on your phone or laptop, and for a new flat from a partner developer the whole process takes at most 7 calendar days. Here is the road from the first click to the payout.

## Before you start

Pick a home in the catalogue. Beside every price you see an indicative monthly payment: it assumes 12% a year, 360 months and a 10% down payment. Treat it as a guide, not an offer. The online mortgage is in drams and works within these limits:

- a new flat from a partner developer: a price of AMD 3.5-110 million and a loan of AMD 3-100 million;
- a resale flat in Yerevan: a price of up to AMD 62.5 million and a loan of AMD 3-50 million;
- a term from 1 to 30 years.

If your home falls outside them, you can still apply at a branch. It also helps to open the "How much can I borrow" calculator first: all your loan payments together may take at most 50% of your net monthly income.

## Step 1: the application

Starting an application books the home for you, so nobody else can take it while you fill in the details. You can hold at most two bookings at a time. Submit the application within 2 days for a new flat, or within 5 days for a resale flat. For a new flat, the developer confirms that it is still available.

## Step 2: the decision

Once you submit, the decision arrives within 5 minutes. The offer states the exact rate, any fees, the insurance and the notary's fee, so read it calmly before you accept.

## Step 3: identification and a video call

For a new flat you next confirm your identity online and join a short video call with a bank employee. If you are married, you enter your spouse's details and their consent; if not, you simply confirm that. Then you give the data for the contract, such as your payment day and the account the payments come from.

## Step 4: signing and the notary

You sign the loan package online with a code sent to you by text message. The notary appointment is booked online too, at a time that suits you. After the notary, the rights are registered, the home is insured and the loan is paid out.

## A resale flat

For a resale flat in Yerevan the online part ends with the decision and your acceptance of the offer. The loan is signed at a branch, and the visit must take place within 30 days of approval.

## If the answer is no

After a rejection or a manual review you can apply again in 7 days. Once a loan has been issued, the next application is possible after 6 months.

The point of all this is simple: you spend your time choosing a home, not collecting stamps.`,
  },
};

const firstHomeChecklist: BlogArticleSeed = {
  slug: 'first-home-checklist',
  tags: ['buying-a-home', 'family-budget'],
  publishedOn: '2026-01-29',
  readingMinutes: 3,
  cover: { motif: 'house', seed: 202 },
  title: {
    hy: 'Առաջին բնակարանը․ ստուգաթերթ՝ բյուջեից մինչև տեղափոխություն',
    ru: 'Первая квартира: чек-лист от бюджета до переезда',
    en: 'Your first home: a checklist from budget to moving day',
  },
  description: {
    hy: 'Ինչ որոշել մինչև բնակարաններ դիտելը, ինչ ստուգել մինչև դիմելը, և ինչ է սպասվում վերջում՝ նոտար, գրանցում և տեղափոխություն։',
    ru: 'Что решить до просмотров, что проверить до подачи заявки и какие шаги ждут в конце: нотариус, регистрация и переезд.',
    en: 'What to settle before viewing flats, what to check before you apply, and the notary, registration and moving steps that come at the end.',
  },
  body: {
    hy: `Առաջին բնակարանի գնումը բազմաթիվ փոքր որոշումների շարք է։ Պահեք այս ցանկը ձեռքի տակ, նշեք կատարվածը, և կարևոր ոչինչ Ձեզ անակնկալի չի բերի։

## Նախ՝ գումարը

- Իմացեք Ձեր սահմանը։ Բոլոր վարկերի ամսական վճարները միասին, ներառյալ ավտովարկը և վարկային քարտը, չեն կարող գերազանցել զուտ ամսական եկամտի 50%-ը։ «Որքա՞ն վարկ կարող եմ ստանալ» հաշվիչը ցույց կտա, թե դա որքան է դրամով։
- Հաշվեք կանխավճարը՝ գնի առնվազն 10%-ը այն բնակարանի համար, որտեղ ապրելու եք, և 30%-ը՝ երկրորդ բնակարանի կամ ներդրման դեպքում։
- Գումար պահեք գնումից հետո եկող ծախսերի համար՝ առաջարկում նշված միջնորդավճարներ, ապահովագրություն և նոտարի վճար, վերանորոգում (եթե այն անհրաժեշտ է), տեղափոխություն և առաջին կահույքը։
- Մի կողմ դրեք մի քանի ամսվա վճարների չափով պահուստ։ Դրանով նոր տանը շատ ավելի հանգիստ կզգաք Ձեզ։

## Բնակարանի ընտրությունը

- Որոշեք՝ նորակառույց, թե երկրորդային շուկայի բնակարան։ Նորակառույցը գնվում է գործընկեր կառուցապատողից, իսկ առցանց հիփոթեքով երկրորդային շուկայի բնակարանը պետք է լինի Երևանում։
- Այցելեք օրվա տարբեր ժամերի՝ տեսնելու առավոտյան լույսը, լսելու երեկոյան աղմուկը և ստուգելու, թե գիշերը որտեղ կարելի է մեքենան կայանել։
- Հարցրեք շենքի ջեռուցման, վերելակի, մուտքի և տանիքի վիճակի մասին։
- Նորակառույցի դեպքում ստուգեք կառուցապատողի թույլտվությունները և շինարարության փուլը, երկրորդային շուկայում՝ վերցրեք Կադաստրի կոմիտեի տեղեկանքը և ստուգեք սահմանափակումները։

## Հայտը

- Հայտը սկսելիս բնակարանն ամրագրվում է․ միաժամանակ կարող եք ունենալ առավելագույնը երկու ամրագրում։
- Ձեռքի տակ ունեցեք անձնագիրը, հեռախոսը, էլ. փոստը, իսկ եթե ամուսնացած եք՝ նաև ամուսնու տվյալները։
- Հայտը ներկայացրեք 2 օրվա ընթացքում՝ նորակառույցի, և 5 օրվա ընթացքում՝ երկրորդային շուկայի բնակարանի դեպքում։ Որոշումը կստանաք 5 րոպեում։

## Նոտար և գրանցում

Նորակառույցի դեպքում մինչև նոտար ամեն ինչ կատարվում է առցանց․ վարկային փաթեթը ստորագրում եք SMS-ով ստացված կոդով, իսկ նոտարի մոտ ժամը ամրագրում եք կայքում։ Նոտարը վավերացնում է գործարքը, որից հետո Կադաստրի կոմիտեն գրանցում է Ձեր սեփականության իրավունքը և բանկի գրավը։ Վերցրեք բոլոր ստորագրողների անձնագրերի բնօրինակները։ Նոտարի վճարը և ապահովագրությունը նշված են Ձեր առաջարկում, ուստի վերջին պահին կռահելու կարիք չի լինի։ Երկրորդային շուկայի բնակարանի դեպքում գործարքն ավարտվում է մասնաճյուղում՝ հաստատումից հետո 30 օրվա ընթացքում։

## Տեղափոխության օրը

- Բեռնափոխադրողներին պատվիրեք մեկ-երկու շաբաթ առաջ և գինը խնդրեք գրավոր։
- Բանալիները ստանալու օրը գրանցեք հաշվիչների ցուցմունքները և լուսանկարեք դրանք։
- Էլեկտրաէներգիայի, գազի և ջրի բաժանորդային պայմանագրերը ձևակերպեք Ձեր անունով։
- Փոխեք կողպեքները, եթե բնակարանում նախկինում ուրիշներ են ապրել։
- Թարմացրեք Ձեր հաշվառման հասցեն։

Հետո փակեք դուռը, նստեք արկղերից մեկի վրա և վայելեք առաջին երեկոն Ձեր սեփական տանը։ Կահույքը կարող է մեկ օր էլ սպասել։`,
    ru: `Покупка первой квартиры складывается из множества мелких решений. Держите этот список под рукой, отмечайте сделанное, и ничто важное не застанет вас врасплох.

## Сначала деньги

- Знайте свой предел. Все платежи по кредитам вместе, включая автокредит и кредитную карту, не могут превышать 50% чистого ежемесячного дохода. Калькулятор «Сколько я могу взять в кредит» покажет, сколько это в драмах.
- Посчитайте первоначальный взнос: не меньше 10% цены для жилья, в котором вы будете жить, и 30% для второго жилья или инвестиции.
- Отложите деньги на то, что начнётся после покупки: комиссии, страхование и услуги нотариуса из вашего предложения, ремонт (если он нужен), переезд и первую мебель.
- Оставьте запас на несколько месяцев платежей. С ним в новом доме спится гораздо спокойнее.

## Выбор квартиры

- Решите, что вам ближе: новостройка или вторичный рынок. Новую квартиру покупают у застройщика-партнёра, а квартира на вторичном рынке для онлайн-ипотеки должна быть в Ереване.
- Приезжайте в разное время суток: посмотрите на утренний свет, послушайте вечерний шум, проверьте, где ночью можно поставить машину.
- Спросите об отоплении, лифте, состоянии подъезда и крыши.
- Для новостройки проверьте разрешения застройщика и стадию строительства, для вторичного рынка возьмите справку Кадастрового комитета и проверьте обременения.

## Заявка

- Когда вы начинаете заявку, квартира бронируется; одновременно можно держать не больше двух бронирований.
- Держите под рукой паспорт, телефон, электронную почту, а если вы в браке, ещё и данные супруга или супруги.
- Подайте заявку в течение 2 дней для новостройки и 5 дней для вторичного рынка. Решение придёт в течение 5 минут.

## Нотариус и регистрация

Для новостройки всё до нотариуса проходит онлайн: кредитный пакет вы подписываете кодом из SMS, а время у нотариуса бронируете на сайте. Нотариус удостоверяет сделку, после чего Кадастровый комитет регистрирует ваше право собственности и ипотеку банка. Возьмите оригиналы паспортов всех, кто подписывает. Услуги нотариуса и страхование указаны в вашем предложении, так что гадать в последний момент не придётся. Для квартиры на вторичном рынке сделка завершается в отделении в течение 30 дней после одобрения.

## День переезда

- Закажите грузчиков за одну-две недели и попросите назвать цену письменно.
- В день получения ключей запишите показания счётчиков и сфотографируйте их.
- Переоформите договоры на электричество, газ и воду на себя.
- Смените замки, если в квартире кто-то жил до вас.
- Обновите адрес регистрации.

А потом закройте дверь, сядьте на коробку и насладитесь первым вечером в собственном доме. Мебель подождёт ещё день.`,
    en: `Buying a first home is a long list of small decisions. Keep this one handy, tick items off, and nothing important will catch you by surprise.

## Money first

- Know your limit. All loan payments together, including a car loan or a credit card, may take at most 50% of your net monthly income. The "How much can I borrow" calculator shows what that means in drams.
- Count the down payment: at least 10% of the price for a home you will live in, 30% for a second home or an investment.
- Keep money aside for what comes after the purchase: the fees, insurance and notary costs stated in your offer, a renovation if the flat needs one, the move and the first furniture.
- Keep a cushion of a few months of payments. A new home feels much calmer with one.

## Choosing the home

- Decide between a new building and a resale flat. A new flat comes from a partner developer; a resale flat bought with the online mortgage must be in Yerevan.
- Visit at different times of day: see the morning light, hear the evening noise, and check where you could park at night.
- Ask about the heating, the lift, and the state of the entrance and the roof.
- For a new flat, check the developer's permits and the construction stage. For a resale flat, get the Cadastre Committee extract and look for encumbrances.

## The application

- Starting the application books the flat; you can hold at most two bookings at a time.
- Have your passport, phone and e-mail at hand, and your spouse's details if you are married.
- Submit within 2 days for a new flat, or 5 days for a resale flat. The decision comes within 5 minutes.

## Notary and registration

For a new flat everything up to the notary happens online: you sign the loan package with a code sent by text message and book the notary appointment on the site. The notary certifies the deal, and then the Cadastre Committee registers your ownership and the bank's mortgage. Bring the original passports of everyone who signs. The notary's fee and the insurance are in your offer, so there is no guessing at the last minute. For a resale flat, the deal is finished at a branch within 30 days of approval.

## Moving day

- Book movers a week or two ahead, and ask for the price in writing.
- Read the meters on the day you receive the keys, and photograph them.
- Put the electricity, gas and water contracts in your name.
- Change the locks if someone lived in the flat before you.
- Update your registered address.

Then close the door, sit on a box and enjoy the first evening in your own home. The furniture can wait another day.`,
  },
};

const newBuildOrResale: BlogArticleSeed = {
  slug: 'new-build-or-resale',
  tags: ['new-buildings', 'secondary-market', 'buying-a-home'],
  publishedOn: '2026-02-17',
  readingMinutes: 3,
  cover: { motif: 'city', seed: 303 },
  title: {
    hy: 'Նորակառույց, թե երկրորդային շուկա․ ինչպես ընտրել',
    ru: 'Новостройка или вторичный рынок: как выбрать',
    en: 'New building or resale flat: how to choose',
  },
  description: {
    hy: 'Նորակառույց և երկրորդային շուկայի բնակարանները տարբերվում են գնով, ժամկետներով, փաստաթղթերով և հարկի վերադարձով։ Ահա պարզ համեմատություն։',
    ru: 'Новостройка и вторичный рынок различаются ценой, сроками, документами и налоговым возвратом. Простое сравнение, которое поможет выбрать.',
    en: 'A new flat and a resale flat differ in price, timing, paperwork and the tax refund. Here is a plain comparison to help you choose.',
  },
  body: {
    hy: `Երկու ճանապարհն էլ տանում են դեպի սեփական տուն, բայց տարբերվում են նրանով, թե որքան եք վճարում, երբ եք տեղափոխվում և ինչ փաստաթղթեր եք ստուգում։ Ահա թե ինչպես են դրանք համեմատվում Tun առցանց հիփոթեքի դեպքում։

## Նորակառույց՝ կառուցապատողից

Առաջնային շուկան նշանակում է գնել անմիջապես կառուցապատողից, հաճախ երբ շենքը դեռ կառուցվում է։ Tun-ով բնակարանը գնում եք գործընկեր կառուցապատողից, և առցանց սահմանները բավական լայն են՝ գինը 3,5–110 մլն դրամ, վարկը՝ 3–100 մլն դրամ։ Ամբողջ առցանց գործընթացը տևում է առավելագույնը 7 օրացուցային օր։

Ինչ եք շահում․
- նոր շենք, ժամանակակից հատակագիծ, սովորաբար վերելակ և կայանատեղի
- շինարարության ընթացքում մեկ քառակուսի մետրի գինը հաճախ ավելի ցածր է
- Երևանից դուրս գտնվող բնակարանի դեպքում՝ հիփոթեքի տոկոսների դիմաց եկամտային հարկի վերադարձի հնարավորություն (մանրամասները՝ ստորև)

Ինչ պետք է կշռադատել․
- գուցե ստիպված լինեք սպասել, մինչև շենքն ավարտվի
- շատ նորակառույց բնակարաններ հանձնվում են առանց վերանորոգման, ուստի պլանավորեք վերանորոգման բյուջե
- թաղամասը կարող է դեռ ձևավորվել՝ խանութներ, դպրոց, կանգառ

## Երկրորդային շուկայի բնակարան

Երկրորդային շուկան նշանակում է գնել ներկայիս սեփականատիրոջից։ Առցանց Tun-ը վարկավորում է Երևանում գտնվող երկրորդային շուկայի բնակարանները՝ գինը մինչև 62,5 մլն դրամ, վարկը՝ 3–50 մլն դրամ։ Առցանց մասից հետո վարկը ստորագրվում է մասնաճյուղում՝ հաստատումից հետո 30 օրվա ընթացքում։

Ինչ եք շահում․
- տեսնում եք հենց այն, ինչ գնում եք, և հաճախ կարող եք շուտ տեղափոխվել
- ձևավորված փողոցներ, ծառեր, դպրոցներ և հարևաններ
- վերանորոգված բնակարանին գուցե միայն թարմ ներկ է պետք

Ինչ պետք է կշռադատել․
- հին շենքեր՝ ստուգեք տանիքը, խողովակները, էլեկտրալարերը և մուտքը
- փաստաթղթերն ավելի մեծ ուշադրություն են պահանջում՝ Կադաստրի կոմիտեի տեղեկանք, սահմանափակումներ, բոլոր նրանք, ովքեր իրավունք ունեն բնակարանի նկատմամբ
- վարկի սահմանը․ մոտ 55,6 մլն դրամից բարձր գնի դեպքում կանխավճարը որոշում է ոչ թե 10% նվազագույնը, այլ վարկի 50 մլն դրամ առավելագույն չափը։ 60 մլն դրամ արժողությամբ բնակարանի համար անհրաժեշտ կլինի առնվազն 10 մլն դրամ կանխավճար

## Հարկի վերադարձը

Հիփոթեքի տոկոսների դիմաց եկամտային հարկի վերադարձը կիրառվում է միայն կառուցապատողից գնված (կամ Ձեր կողմից կառուցվող) նոր բնակարանի համար, որի գինը չի գերազանցում 55 մլն դրամը։ 2025 թ. հունվարի 1-ից կնքված պայմանագրերի դեպքում այն այլևս չի կիրառվում Երևանում․ Արագածոտնի, Արարատի, Արմավիրի և Կոտայքի մարզերում այն գործում է մինչև 2026 թ. վերջը կնքված պայմանագրերի համար, մյուս մարզերում՝ մինչև 2028 թ. վերջը։ Սահմանամերձ բնակավայրերում վերադարձը պահպանվում է։ Երկրորդային շուկայի բնակարանը երբեք չի համապատասխանում այդ պայմաններին։

## Ուրեմն ո՞րը

Եթե պետք է շուտ տեղափոխվել, և սիրում եք կոնկրետ փողոց, երկրորդային շուկայի բնակարանին դժվար է մրցակից գտնել։ Եթե կարող եք սպասել, ուզում եք նոր շենք և ունեք վերանորոգման բյուջե, նայեք նորակառույցները։ Ամեն դեպքում համեմատեք յուրաքանչյուր գնի կողքին նշված մոտավոր ամսական վճարը, ապա բացեք վարկային հաշվիչը Ձեր սեփական թվերով։`,
    ru: `Обе дороги ведут к собственному дому, но различаются тем, сколько вы платите, когда въезжаете и какие документы проверяете. Вот как они выглядят с онлайн-ипотекой Tun.

## Новостройка от застройщика

Первичный рынок — это покупка напрямую у застройщика, часто пока дом ещё строится. С Tun вы покупаете квартиру у застройщика-партнёра, и онлайн-пределы довольно широкие: цена от 3,5 до 110 млн драмов, кредит от 3 до 100 млн драмов. Весь онлайн-процесс занимает не больше 7 календарных дней.

Что вы получаете:
- новый дом, современную планировку, обычно лифт и парковку;
- цену за квадратный метр, которая на этапе строительства часто ниже;
- для жилья за пределами Еревана — возможный возврат подоходного налога в счёт процентов по ипотеке (подробнее ниже).

Что стоит взвесить:
- возможно, придётся подождать, пока дом достроят;
- многие новые квартиры сдаются без ремонта, так что заложите бюджет на ремонт;
- район может ещё только складываться: магазины, школа, остановка.

## Квартира на вторичном рынке

Вторичный рынок — это покупка у нынешнего владельца. Онлайн Tun кредитует квартиры на вторичном рынке в Ереване: цена до 62,5 млн драмов, кредит от 3 до 50 млн драмов. После онлайн-части кредит подписывается в отделении в течение 30 дней после одобрения.

Что вы получаете:
- вы видите ровно то, что покупаете, и часто можете быстро въехать;
- сложившиеся улицы, деревья, школы и соседи;
- квартире с ремонтом может хватить свежей краски.

Что стоит взвесить:
- старые дома: проверьте крышу, трубы, проводку и подъезд;
- документы требуют больше внимания: справка Кадастрового комитета, обременения, все, у кого есть права на квартиру;
- лимит кредита: если цена выше примерно 55,6 млн драмов, размер взноса определяет уже не минимум 10%, а потолок кредита в 50 млн драмов. Для квартиры за 60 млн драмов понадобится не меньше 10 млн драмов своих денег.

## Налоговый возврат

Возврат подоходного налога в счёт процентов по ипотеке применяется только к новому жилью, купленному у застройщика (или построенному вами), стоимостью до 55 млн драмов. Для договоров, заключённых с 1 января 2025 года, он больше не действует в Ереване; в Арагацотнской, Араратской, Армавирской и Котайкской областях он сохраняется для договоров, заключённых до конца 2026 года, в остальных областях — до конца 2028 года. В приграничных населённых пунктах возврат сохраняется. Квартира на вторичном рынке под него не подпадает.

## Так что же выбрать?

Если переехать нужно скоро и вы влюблены в конкретную улицу, вторичный рынок трудно превзойти. Если вы можете подождать, хотите новый дом и готовы к ремонту, смотрите новостройки. В любом случае сравните ориентировочный ежемесячный платёж рядом с каждой ценой, а потом откройте кредитный калькулятор со своими цифрами.`,
    en: `Both roads end in a home of your own, but they differ in what you pay, when you move in and which papers you check. Here is how they compare with a Tun online mortgage.

## A new flat from a developer

The primary market means buying straight from a developer, often while the building is still going up. With Tun you buy from a partner developer, and the online limits are generous: a price of AMD 3.5-110 million and a loan of AMD 3-100 million. The whole online process takes at most 7 calendar days.

What you gain:
- a new building and a modern layout, usually with a lift and parking;
- a price per square metre that is often lower while construction is under way;
- for a home outside Yerevan, a possible income-tax refund on the mortgage interest (more below).

What to weigh:
- you may have to wait for the building to be finished;
- many new flats are handed over unrepaired, so plan a renovation budget;
- the neighbourhood may still be taking shape: shops, a school, a bus stop.

## A resale flat

The secondary market means buying from the current owner. Online, Tun lends for resale flats in Yerevan: a price of up to AMD 62.5 million and a loan of AMD 3-50 million. After the online part, the loan is signed at a branch within 30 days of approval.

What you gain:
- you see exactly what you buy, and can often move in soon;
- settled streets, trees, schools and neighbours;
- a renovated flat may need little more than fresh paint.

What to weigh:
- older buildings: check the roof, the pipes, the wiring and the entrance;
- the documents need more care: the Cadastre Committee extract, encumbrances, everyone with a right to the flat;
- the loan limit: above about AMD 55.6 million, your down payment is set by the AMD 50 million loan cap rather than the 10% minimum. For a flat at AMD 60 million you would bring at least AMD 10 million.

## The tax refund

The income-tax refund on mortgage interest applies only to a newly built home bought from a developer (or one you build), priced up to AMD 55 million. For contracts signed from 1 January 2025 it no longer applies in Yerevan; in the Aragatsotn, Ararat, Armavir and Kotayk regions it continues for contracts signed until the end of 2026, and in the other regions until the end of 2028. Border settlements keep it. A resale flat never qualifies.

## So which one?

If you need to move soon and love a particular street, a resale flat is hard to beat. If you can wait, want a new building and have a renovation budget, look at new buildings. Either way, compare the indicative monthly payment shown beside each price, then open the loan calculator with your own numbers.`,
  },
};

const savingForADownPayment: BlogArticleSeed = {
  slug: 'saving-for-a-down-payment',
  tags: ['family-budget', 'mortgage'],
  publishedOn: '2026-03-05',
  readingMinutes: 3,
  cover: { motif: 'calculator', seed: 404 },
  title: {
    hy: 'Կանխավճար․ որքան է պետք և ինչպես խնայել',
    ru: 'Первоначальный взнос: сколько нужно и как накопить',
    en: 'The down payment: how much you need and how to save it',
  },
  description: {
    hy: 'Առնվազն 10%՝ բնակվելու համար բնակարանի դեպքում, 30%՝ երկրորդ բնակարանի կամ ներդրման դեպքում։ Ինչպես հաշվել Ձեր գումարը և խնայել այն առանց սթրեսի։',
    ru: 'Не меньше 10% для жилья, в котором вы будете жить, и 30% для второго жилья или инвестиции. Как посчитать свою сумму и накопить её без стресса.',
    en: 'At least 10% for a home to live in, 30% for a second home or an investment. How to work out your figure and build it up without stress.',
  },
  body: {
    hy: `Կանխավճարը գնի այն մասն է, որը վճարում եք Ձեր սեփական միջոցներից։ Առաջին բնակարանի ճանապարհին այն սովորաբար ամենամեծ խոչընդոտն է, բայց նաև այն մասն է, որը կարելի է լավագույնս պլանավորել։

## Որքան

Բնակվելու համար ձեռք բերվող բնակարանի դեպքում, երբ վարկը դրամով է, նվազագույնը գնի 10%-ն է։ Երկրորդ բնակարանի, ներդրման կամ արտարժույթով վարկի դեպքում՝ 30%-ը։ Այս չափերը բխում են Կենտրոնական բանկի սահմանած վարկ/արժեք հարաբերակցությունից․ բանկը կարող է վարկավորել գույքի արժեքի առավելագույնը 90%-ը դրամով և 70%-ը՝ արտարժույթով։ Առցանց հիփոթեքը տրամադրվում է դրամով։

Մի քանի օրինակ․
- 35 000 000 դրամ արժողությամբ բնակարան՝ առնվազն 3 500 000 դրամ կանխավճար և մինչև 31 500 000 դրամ վարկ
- նույն բնակարանը որպես ներդրում՝ առնվազն 10 500 000 դրամ կանխավճար
- 60 000 000 դրամ արժողությամբ երկրորդային շուկայի բնակարան՝ առցանց վարկն այս դեպքում առավելագույնը 50 000 000 դրամ է, ուստի անհրաժեշտ է 10 000 000 դրամ կանխավճար

Որքան մեծ է կանխավճարը, այնքան փոքր են վարկը և ամսական վճարը։ Տարեկան 12% կողմնորոշիչ տոկոսադրույքով և 30 տարի ժամկետով յուրաքանչյուր միլիոն դրամ վարկն ամսական արժե մոտ 10 300 դրամ։

## Նպատակ և ժամկետ

Կատալոգում ընտրեք գնային միջակայք, վերցրեք դրա վերին սահմանի 10%-ը և ավելացրեք պահուստ առաջարկում նշվող ծախսերի, վերանորոգման և տեղափոխության համար։ Ստացված գումարը բաժանեք այն ամիսների թվին, որոնց ընթացքում պատրաստ եք խնայել։ Եթե ամսական գումարը ծանր է թվում, հետաձգեք ժամկետը կամ իջեցրեք գնային միջակայքը․ երկուսն էլ ավելի լավ են, քան վերջին դրամը ծախսելը։

## Ինչն է իրականում աշխատում

- Նախ վճարեք ինքներդ Ձեզ․ աշխատավարձի օրը խնայողության գումարը փոխանցեք առանձին հաշվի, նախքան ծախսերը կսկսվեն։
- Խնայեք աշխատավարձի բարձրացումներն ու պարգևավճարները․ երբ եկամուտն աճում է, տարբերությունը մի կողմ դրեք, քանի դեռ չեք սովորել դրան։
- Կրճատեք մեկ մեծ ծախս, ոչ թե շատ փոքրեր․ մեկ տարով ավելի էժան վարձով բնակարանը հաճախ ավելին է տալիս, քան սուրճից հրաժարվելը։
- Նախ մարեք թանկ պարտքերը․ վարկային քարտի վճարը նույնպես հաշվվում է վարկային վճարների 50%-ի սահմանում։
- Հայաստանում ընտանիքի օգնությունը սովորական բան է․ եթե ծնողներն օգնում են, պարզ պայմանավորվեք՝ դա նվեր է, թե պարտք, որպեսզի բոլորը հստակ իմանան։

## Մի դատարկեք ամեն ինչ

Սեփական տունը ծախսեր է բերում հենց առաջին օրվանից՝ նոտար, ապահովագրություն, գուցե վերանորոգում և կահույք։ Կանխավճարից հետո պահեք մի քանի ամսվա վճարների չափով պահուստ։ Այն կպաշտպանի Ձեզ առաջին անակնկալից և թույլ կտա հանգիստ քնել Ձեր նոր ննջասենյակում։

Երբ մոտենաք նպատակին, բացեք «Որքա՞ն վարկ կարող եմ ստանալ» հաշվիչը․ այն ցույց կտա, թե որքան վարկ է թույլ տալիս Ձեր եկամուտը, և ինչ արժողությամբ բնակարան կարող եք դրանով գնել։`,
    ru: `Первоначальный взнос — это часть цены, которую вы платите из собственных денег. На пути к первой квартире это обычно самое высокое препятствие, но и та часть, которую легче всего спланировать.

## Сколько

Для жилья, в котором вы будете жить, с кредитом в драмах минимум составляет 10% цены. Для второго жилья, инвестиции или кредита в иностранной валюте — 30%. Эти доли следуют из ограничений Центрального банка на соотношение кредита и стоимости: банк может выдать не больше 90% стоимости в драмах и 70% в иностранной валюте. Онлайн-ипотека выдаётся в драмах.

Несколько примеров:
- квартира за 35 000 000 драмов: взнос не меньше 3 500 000 драмов, кредит до 31 500 000 драмов;
- та же квартира как инвестиция: взнос не меньше 10 500 000 драмов;
- квартира на вторичном рынке за 60 000 000 драмов: онлайн-кредит здесь не больше 50 000 000 драмов, поэтому взнос составит 10 000 000 драмов.

Чем больше взнос, тем меньше кредит и ежемесячный платёж. При ориентировочной ставке 12% годовых и сроке 30 лет каждый миллион драмов кредита обходится примерно в 10 300 драмов в месяц.

## Цель и срок

Выберите в каталоге ценовой диапазон, возьмите 10% от его верхней границы и добавьте запас на расходы из предложения, ремонт и переезд. Разделите сумму на число месяцев, которые готовы копить. Если ежемесячная сумма кажется неподъёмной, отодвиньте срок или снизьте ценовой диапазон: и то и другое лучше, чем отдать последний драм.

## Что действительно работает

- Сначала заплатите себе: в день зарплаты переводите сумму на отдельный счёт, пока не начались траты.
- Откладывайте прибавки и премии: когда доход растёт, убирайте разницу в сторону, пока к ней не привыкли.
- Сократите одну крупную статью, а не много мелких: год в более дешёвой съёмной квартире часто даёт больше, чем отказ от кофе.
- Сначала закройте дорогие долги: платёж по кредитной карте тоже входит в предел 50% на все кредитные платежи.
- Помощь семьи в Армении — обычное дело. Если помогают родители, ясно договоритесь, подарок это или долг, чтобы всем было понятно.

## Не отдавайте всё

Собственный дом приносит расходы с первого дня: нотариус, страхование, возможно, ремонт и мебель. После взноса сохраните запас на несколько месяцев платежей. Он защитит от первой неожиданности и позволит спокойно спать в новой спальне.

Когда цель будет близка, откройте калькулятор «Сколько я могу взять в кредит»: он покажет, какой кредит позволяет ваш доход и какое жильё на него можно купить.`,
    en: `The down payment is the part of the price you pay from your own money. It is usually the biggest hurdle on the way to a first home, and also the part you can plan best.

## How much

For a home you will live in, with a loan in drams, the minimum is 10% of the price. For a second home, an investment or a loan in foreign currency it is 30%. These shares come from the Central Bank's loan-to-value limits: a bank may lend at most 90% of the value in drams and 70% in foreign currency. The online mortgage is in drams.

Some examples:
- a flat at AMD 35,000,000: at least AMD 3,500,000 down and a loan of up to AMD 31,500,000;
- the same flat as an investment: at least AMD 10,500,000 down;
- a resale flat at AMD 60,000,000: the online loan for it stops at AMD 50,000,000, so you bring AMD 10,000,000.

A bigger down payment means a smaller loan and a smaller monthly payment. At the indicative 12% a year over 30 years, each million drams borrowed costs about AMD 10,300 a month.

## A target and a date

Pick a price range in the catalogue, take 10% of its top and add a reserve for the costs in your offer, a renovation and the move. Divide by the number of months you are willing to save. If the monthly figure feels too heavy, move the date or lower the price range: both are better than spending your last dram.

## What really works

- Pay yourself first: on payday, move the saving to a separate account before the spending starts.
- Save raises and bonuses: when your income grows, put the difference aside before you get used to it.
- Cut one big thing rather than many small ones: a year in a cheaper rented flat often does more than skipping coffee.
- Clear expensive debt first: a credit card payment also counts towards the 50% limit on all loan payments.
- Family help is common in Armenia. If your parents help, agree clearly whether it is a gift or a loan, so everyone knows where they stand.

## Don't empty everything

A home brings costs from day one: the notary, the insurance, perhaps a renovation and furniture. Keep a cushion of a few months of payments after the down payment. It protects you from the first surprise and lets you sleep well in your new bedroom.

When you are close to your target, open the "How much can I borrow" calculator: it shows the loan your income supports and the home it can buy.`,
  },
};

const incomeTaxRefund: BlogArticleSeed = {
  slug: 'income-tax-refund-who-still-gets-it',
  tags: ['taxes-and-refunds', 'new-buildings'],
  publishedOn: '2026-03-26',
  readingMinutes: 3,
  cover: { motif: 'calendar', seed: 505 },
  title: {
    hy: 'Եկամտային հարկի վերադարձը հիփոթեքի տոկոսների դիմաց․ ում է այն դեռ հասնում',
    ru: 'Возврат подоходного налога за проценты по ипотеке: кому он ещё положен',
    en: 'The income-tax refund on mortgage interest: who still gets it',
  },
  description: {
    hy: '2025 թվականից վերադարձը կախված է նոր բնակարանի գտնվելու վայրից և վարկային պայմանագրի կնքման ամսաթվից։ Ստուգեք՝ արդյոք այն Ձեզ հասնում է, և որքան։',
    ru: 'С 2025 года возврат зависит от того, где находится новое жильё и когда подписан кредитный договор. Проверьте, положен ли он вам и сколько вернётся.',
    en: 'Since 2025 the refund depends on where the new home is and when the loan contract is signed. See whether you qualify and how much can come back.',
  },
  body: {
    hy: `Տարիներ շարունակ Հայաստանում բնակարան գնողները կարող էին հիփոթեքի տոկոսները հետ ստանալ իրենց աշխատավարձից պահված եկամտային հարկի հաշվին։ 2025 թ. հունվարի 1-ից կանոնները փոխվել են, և շատերն այժմ չգիտեն՝ արդյոք վերադարձը դեռ իրենց հասնում է։ Ահա ներկայիս պատկերը։

## Որ բնակարաններն են համապատասխանում

- կառուցապատողից գնված նոր բնակարան կամ Ձեր կողմից կառուցվող տուն
- գինը՝ մինչև 55 000 000 դրամ
- երկրորդային շուկայի բնակարանը չի համապատասխանում

## Որտեղ և մինչև երբ

2025 թ. հունվարի 1-ից կնքված վարկային պայմանագրերի դեպքում որոշիչ է բնակարանի գտնվելու վայրը․
- Երևան՝ 2025 թ. հունվարի 1-ից կնքված պայմանագրերի համար վերադարձ չկա
- Արագածոտնի, Արարատի, Արմավիրի և Կոտայքի մարզեր՝ վերադարձը գործում է մինչև 2026 թ. դեկտեմբերի 31-ը կնքված պայմանագրերի համար
- Շիրակի, Լոռու, Տավուշի, Գեղարքունիքի, Վայոց ձորի և Սյունիքի մարզեր՝ մինչև 2028 թ. դեկտեմբերի 31-ը
- սահմանամերձ բնակավայրերում վերադարձը պահպանվում է

Եթե Ձեր վարկային պայմանագիրը կնքվել է մինչև 2025 թվականը, դրա վրա տարածվում են նախկին կանոնները։

## Որքան է վերադարձվում

Վերադարձը հաշվարկվում է եռամսյակը մեկ․ հետ եք ստանում այդ եռամսյակում վճարված տոկոսները, բայց ոչ ավելի, քան նույն եռամսյակում Ձեր աշխատավարձից պահված եկամտային հարկը։ 2025 թ. հունվարի 1-ից կնքված պայմանագրերի համար կա նաև եռամսյակային սահմանաչափ՝ 750 000 դրամ, ավելի վաղ կնքվածների համար այն 1 500 000 դրամ է։

Եկամտային հարկը համախառն աշխատավարձի 20%-ն է, կամ 10%-ը, եթե աշխատում եք ՏՏ ոլորտի վկայական ունեցող ընկերությունում։ Ահա թե ինչու աշխատավարձը նույնքան կարևոր է, որքան վարկը։

## Օրինակ

Աննան գնում է նոր բնակարան Կոտայքի մարզի Աբովյան քաղաքում՝ 30 000 000 դրամով, և վարկային պայմանագիրը կնքում է 2026 թ. նոյեմբերին։ Նա վճարում է 3 000 000 դրամ կանխավճար և վերցնում 27 000 000 դրամ վարկ․ տարեկան 12% պայմանական տոկոսադրույքի դեպքում առաջին տարիներին նրա տոկոսները եռամսյակում մոտ 800 000 դրամ են։ Նրա համախառն աշխատավարձը 600 000 դրամ է, ուստի ամսական պահվում է 120 000 դրամ եկամտային հարկ, իսկ եռամսյակում՝ 360 000 դրամ։ Հետևաբար նրա վերադարձը եռամսյակում մոտ 360 000 դրամ է․ այն սահմանափակված է եկամտային հարկով, ոչ թե 750 000 դրամի սահմանաչափով։ Եթե Աննան աշխատեր ՏՏ վկայական ունեցող ընկերությունում՝ 10% դրույքով, վերադարձը կլիներ երկու անգամ պակաս։

Եթե Աննան պայմանագիրը կնքեր 2027 թ. հունվարին, նույն բնակարանն այլևս չէր համապատասխանի պայմաններին։ Երևանի մերձակայքում գտնվող բնակարանի դեպքում պայմանագրի ամսաթիվը շատ բան է որոշում։

## Լավ է իմանալ

- Վերադարձը կատարում է պետությունը՝ հարկային համակարգի միջոցով, ոչ թե բանկը։
- Վերադարձվում է միայն իրականում պահված հարկը․ եթե եկամտային հարկ չի պահվել, վերադարձնելու բան չկա։
- Եթե վարկը մարեք վաղաժամկետ, կվճարեք ավելի քիչ տոկոս, և վերադարձն էլ համապատասխանաբար կնվազի։

## Ստուգեք Ձեր դեպքը

Կայքի եկամտային հարկի վերադարձի հաշվիչը հարցնում է, թե որտեղ է գտնվում բնակարանը, արդյոք այն նոր է, որքան է գինը, Ձեր աշխատավարձը և պայմանագրի ամիսը, և ցույց է տալիս վերադարձն ըստ տարիների։ Արժե դրան տրամադրել հինգ րոպե, նախքան Երևանում և նրա մերձակայքում գտնվող բնակարանների միջև ընտրություն կատարելը։`,
    ru: `Долгие годы покупатели жилья в Армении могли вернуть проценты по ипотеке из подоходного налога, удержанного с их зарплаты. С 1 января 2025 года правила изменились, и многие теперь не уверены, положен ли им возврат. Вот как обстоят дела сейчас.

## Какое жильё подходит

- новое жильё, купленное у застройщика, или дом, который вы строите сами;
- стоимостью до 55 000 000 драмов;
- квартира на вторичном рынке не подходит.

## Где и до какого срока

Для кредитных договоров, заключённых с 1 января 2025 года, всё решает место:
- Ереван: для договоров с 1 января 2025 года возврата нет;
- Арагацотнская, Араратская, Армавирская и Котайкская области: возврат действует для договоров, заключённых до 31 декабря 2026 года;
- Ширакская, Лорийская, Тавушская, Гегаркуникская, Вайоцдзорская и Сюникская области: до 31 декабря 2028 года;
- в приграничных населённых пунктах возврат сохраняется.

Если ваш кредитный договор заключён до 2025 года, к нему применяются прежние правила.

## Сколько возвращается

Возврат считается поквартально: вам возвращают проценты, уплаченные за квартал, но не больше подоходного налога, удержанного с вашей зарплаты за тот же квартал. Для договоров, заключённых с 1 января 2025 года, действует ещё и лимит — 750 000 драмов в квартал; для более ранних договоров он составляет 1 500 000 драмов.

Подоходный налог — 20% начисленной зарплаты или 10%, если вы работаете в компании со свидетельством IT-сектора. Поэтому зарплата здесь важна не меньше, чем кредит.

## Пример

Анна покупает новую квартиру в Абовяне, в Котайкской области, за 30 000 000 драмов и подписывает кредитный договор в ноябре 2026 года. Она вносит 3 000 000 драмов и берёт кредит 27 000 000 драмов; при условной ставке 12% годовых её проценты в первые годы составляют около 800 000 драмов в квартал. Её начисленная зарплата — 600 000 драмов, значит, каждый месяц удерживается 120 000 драмов подоходного налога, 360 000 драмов за квартал. Поэтому её возврат — около 360 000 драмов в квартал: его ограничивает налог, а не лимит в 750 000 драмов. Если бы Анна работала в IT-компании со ставкой 10%, возврат был бы вдвое меньше.

А подпиши Анна договор в январе 2027 года, та же квартира уже не подошла бы. Для жилья рядом с Ереваном дата договора решает многое.

## Полезно знать

- Возврат выплачивает государство через налоговую систему, а не банк.
- Вернуть можно только реально удержанный налог: если подоходный налог не удерживался, возвращать нечего.
- Если погасить кредит досрочно, вы заплатите меньше процентов, и возврат уменьшится вместе с ними.

## Проверьте свой случай

Калькулятор возврата подоходного налога на сайте спрашивает, где находится жильё, новое ли оно, его цену, вашу зарплату и месяц договора, и показывает возврат по годам. Стоит потратить на него пять минут, прежде чем выбирать между квартирой в Ереване и квартирой совсем рядом с ним.`,
    en: `For years, home buyers in Armenia could get back the interest on their mortgage from the income tax withheld from their salary. The rules changed from 1 January 2025, and many people are now unsure whether the refund still applies to them. Here is the current picture.

## Which homes qualify

- a newly built home bought from a developer, or a home you build yourself;
- priced up to AMD 55,000,000;
- a resale flat does not qualify.

## Where, and until when

For loan contracts signed from 1 January 2025, the location decides:
- Yerevan: no refund for contracts signed from 1 January 2025;
- the Aragatsotn, Ararat, Armavir and Kotayk regions: the refund continues for contracts signed until 31 December 2026;
- the Shirak, Lori, Tavush, Gegharkunik, Vayots Dzor and Syunik regions: until 31 December 2028;
- border settlements keep the refund.

If your loan contract was signed before 2025, the earlier rules apply to it.

## How much comes back

The refund is counted each quarter: you get back the interest you paid in that quarter, but no more than the income tax withheld from your salary in the same quarter. For contracts signed from 1 January 2025 there is also a cap of AMD 750,000 a quarter; for earlier contracts the cap is AMD 1,500,000.

Income tax is 20% of your gross salary, or 10% if you work for a company with an IT-sector certificate. That is why your salary matters as much as the loan.

## An example

Anna buys a new flat in Abovyan, in the Kotayk region, for AMD 30,000,000 and signs the loan contract in November 2026. She pays AMD 3,000,000 down and borrows AMD 27,000,000; at an illustrative 12% a year, her interest in the first years is about AMD 800,000 a quarter. Her gross salary is AMD 600,000, so AMD 120,000 of income tax is withheld each month, AMD 360,000 a quarter. Her refund is therefore about AMD 360,000 a quarter: limited by her income tax, not by the AMD 750,000 cap. Had she worked for a certified IT company at the 10% rate, it would have been half as much.

Had Anna signed in January 2027 instead, the same flat would no longer qualify. For a home near Yerevan, the date on the contract matters a great deal.

## Good to know

- The refund is paid by the state through the tax system, not by the bank.
- Only tax that was actually withheld can come back: with no income tax withheld, there is nothing to refund.
- If you repay the loan early, you pay less interest, and the refund shrinks with it.

## Check your own case

The refund calculator on the site asks where the home is, whether it is new, its price, your salary and the contract month, and shows the refund year by year. It is worth five minutes before you choose between a flat in Yerevan and one just outside it.`,
  },
};

const readingADevelopersProject: BlogArticleSeed = {
  slug: 'reading-a-developers-project',
  tags: ['new-buildings'],
  publishedOn: '2026-04-16',
  readingMinutes: 3,
  cover: { motif: 'documents', seed: 606 },
  title: {
    hy: 'Ինչպես «կարդալ» կառուցապատողի նախագիծը․ փուլեր, թույլտվություններ, պայմանագիր',
    ru: 'Как читать проект застройщика: стадии, разрешения и договор',
    en: "Reading a developer's project: stages, permits and the contract",
  },
  description: {
    hy: 'Նախքան կառուցվող շենքում բնակարան ամրագրելը՝ սովորեք գնահատել շինարարության փուլը, թույլտվությունները և հանձնման պայմանները։',
    ru: 'Прежде чем бронировать квартиру в строящемся доме, научитесь оценивать стадию строительства, разрешения и условия сдачи.',
    en: 'Before you book a flat in a building under construction, learn to read its stage, its permits and the delivery terms. A short guide for buyers.',
  },
  body: {
    hy: `Կառուցվող շենքում բնակարանը մասամբ գնվում է վստահությամբ։ Լավ լուրն այն է, որ այդ վստահության մեծ մասը կարելի է ստուգել։ Ահա թե ինչին պետք է նայել նախքան ամրագրելը։

## Շինարարության փուլը

Կառուցապատողները շինարարության ընթացքը նկարագրում են փուլերով, մոտավորապես այսպես․
- հիմքափոս և հիմք՝ նախագիծը հիմնականում դեռ թղթի վրա է
- կարկաս՝ բետոնե կմախքը բարձրանում է հարկ առ հարկ
- պատեր և տանիք՝ շենքը փակվում է, տեղադրվում են պատուհանները
- ինժեներական ցանցեր և հարդարում՝ ջուր, գազ, էլեկտրականություն, վերելակներ, մուտք և բակ
- ավարտ՝ շենքն ընդունվում է շահագործման, և բնակարանները հանձնվում են

Որքան առաջ է գնացել շինարարությունը, այնքան փոքր է ռիսկը և սովորաբար այնքան բարձր է գինը։ Այցելեք շինհրապարակ, ոչ միայն վաճառքի գրասենյակ․ ամիսներով անշարժ կանգնած ամբարձիչն ավելին կասի, քան ցանկացած գովազդային թերթիկ։

## Թույլտվությունները

- Շինարարության թույլտվությունը, որը տալիս է համայնքը։ Դրանում նշված են հասցեն, կառուցապատողը և հաստատված նախագիծը․ հարկերի թիվը պետք է համապատասխանի կառուցվողին։
- Կառուցապատողի իրավունքը հողամասի նկատմամբ՝ սեփականություն կամ վարձակալություն, գրանցված Կադաստրի կոմիտեում։
- Վերջում՝ ավարտական ակտը, որով ավարտված շենքն ընդունվում է շահագործման։ Հարցրեք, թե երբ է այն սպասվում։

Վստահելի կառուցապատողը այս փաստաթղթերը ցույց է տալիս առանց վարանելու։ Եթե պատասխանը «հետո» է, Ձեր գումարով էլ մի շտապեք։

## Պայմանագիրը

Ուշադիր կարդացեք․
- հանձնման ժամկետը և թե ինչ է լինում, եթե այն ուշանում է
- բնակարանի վիճակը հանձնման պահին՝ առանց վերանորոգման, սպիտակ կարկաս, թե վերանորոգված
- մակերեսը՝ ինչպես է այն չափվում, և արդյոք գինը փոխվում է, եթե վերջնական մակերեսը տարբերվում է
- վճարման ժամանակացույցը և թե ինչ է ներառված գնի մեջ (կայանատեղի, պահեստային սենյակ)
- երբ և ինչպես է սեփականության իրավունքը գրանցվում Ձեր անունով

## Կառուցապատողը

Նայեք այն շենքերը, որոնք կառուցապատողն արդեն ավարտել է։ Շրջեք դրանց շուրջը, զրուցեք բնակիչների հետ ջեռուցման, արտահոսքերի, վերելակի և կառավարող ընկերության մասին։ Բակում անցկացրած տասը րոպեն կարող է ավելի արժեքավոր լինել, քան ցանկացած գովազդ։

## Tun հիփոթեքով

Առցանց հիփոթեքով բնակարանը գնում եք կատալոգում ներկայացված գործընկեր կառուցապատողից՝ գինը 3,5–110 մլն դրամ, վարկը՝ 3–100 մլն դրամ, կանխավճարը՝ բնակվելու համար ձեռք բերվող բնակարանի դեպքում առնվազն 10%։ Հայտը սկսելիս բնակարանն ամրագրվում է, կառուցապատողը հաստատում է դրա հասանելիությունը, և ամբողջ գործընթացը տևում է առավելագույնը 7 օրացուցային օր։ Այդուհանդերձ, գործընկերությունը չի փոխարինում Ձեր սեփական դատողությանը․ փուլը, թույլտվությունները և պայմանագիրն արժանի են Ձեր ժամանակին։

Եթե շենքը Երևանից դուրս է, և բնակարանի գինը մինչև 55 մլն դրամ է, ստուգեք նաև եկամտային հարկի վերադարձի հաշվիչը․ այնտեղ նոր բնակարանը դեռ կարող է համապատասխանել պայմաններին։`,
    ru: `Квартиру в строящемся доме отчасти покупают на доверии. Хорошая новость в том, что большую часть этого доверия можно проверить. Вот на что смотреть, прежде чем бронировать.

## Стадия строительства

Застройщики описывают ход работ стадиями, примерно так:
- котлован и фундамент: проект пока в основном на бумаге;
- каркас: бетонный скелет растёт этаж за этажом;
- стены и крыша: дом закрыт, ставятся окна;
- инженерные сети и отделка: вода, газ, электричество, лифты, подъезд и двор;
- завершение: дом принимают в эксплуатацию, квартиры передают владельцам.

Чем дальше продвинулась стройка, тем меньше риск и, как правило, выше цена. Съездите на стройплощадку, а не только в офис продаж: кран, который месяцами стоит без движения, скажет больше любого буклета.

## Разрешения

- Разрешение на строительство, которое выдаёт община. В нём указаны адрес, застройщик и утверждённый проект: этажность должна совпадать с тем, что строится.
- Право застройщика на землю: собственность или аренда, зарегистрированные в Кадастровом комитете.
- В конце — акт завершения строительства, по которому готовый дом принимают в эксплуатацию. Спросите, когда его ждут.

Надёжный застройщик показывает эти документы без колебаний. Если ответ «потом», не спешите и вы со своими деньгами.

## Договор

Прочитайте внимательно:
- срок сдачи и что происходит, если он сдвигается;
- состояние квартиры при передаче: без ремонта, белый каркас или с отделкой;
- площадь: как её измеряют и меняется ли цена, если итоговая площадь окажется другой;
- график платежей и что входит в цену (парковочное место, кладовая);
- когда и как право собственности регистрируется на ваше имя.

## Застройщик

Посмотрите дома, которые застройщик уже сдал. Пройдитесь вокруг, поговорите с жильцами об отоплении, протечках, лифте и управляющей компании. Десять минут во дворе могут стоить больше любой рекламы.

## С ипотекой Tun

С онлайн-ипотекой вы покупаете квартиру у застройщика-партнёра из каталога: цена от 3,5 до 110 млн драмов, кредит от 3 до 100 млн драмов, взнос для жилья, в котором вы будете жить, не меньше 10%. Когда вы начинаете заявку, квартира бронируется, застройщик подтверждает, что она свободна, а весь процесс занимает не больше 7 календарных дней. Но партнёрство не заменяет вашего собственного суждения: стадия, разрешения и договор стоят вашего времени.

Если дом находится за пределами Еревана, а квартира стоит до 55 млн драмов, загляните и в калькулятор возврата подоходного налога: новое жильё там ещё может подойти под возврат.`,
    en: `A flat in a building that is still going up is bought partly on trust. The good news is that most of that trust can be checked. Here is what to look at before you book.

## The stage of construction

Developers describe progress in stages, roughly like this:
- excavation and foundation: the project exists mostly on paper;
- the frame: the concrete skeleton rises floor by floor;
- walls and roof: the building is closed and the windows go in;
- utilities and finishing: water, gas, electricity, lifts, the entrance and the courtyard;
- completion: the building is accepted into use and the flats are handed over.

The further along the building is, the smaller the risk and, usually, the higher the price. Visit the site, not only the sales office: a crane that has not moved for months tells you more than any brochure.

## The permits

- The building permit, issued by the municipality. It names the address, the developer and the approved project: the number of floors should match what is being built.
- The developer's right to the land, owned or leased, registered with the Cadastre Committee.
- At the end, the completion act that accepts the finished building into use. Ask when it is expected.

A reliable developer shows these without hesitation. If the answer is "later", be in no hurry with your money either.

## The contract

Read it for:
- the delivery date, and what happens if it slips;
- the state of the flat at handover: unrepaired, white frame or finished;
- the area: how it is measured, and whether the price changes if the final area differs;
- the payment schedule, and what the price includes (a parking space, a storage room);
- when and how the ownership is registered in your name.

## The developer

Look at buildings the developer has already finished. Walk around them and talk to residents about the heating, leaks, the lift and the management company. Ten minutes in a courtyard can be worth more than any advertisement.

## With a Tun mortgage

With the online mortgage you buy from a partner developer in the catalogue: a price of AMD 3.5-110 million, a loan of AMD 3-100 million, and at least 10% down for a home you will live in. Starting the application books the flat, the developer confirms it is available, and the whole process takes at most 7 calendar days. Partnership does not replace your own judgement, though: the stage, the permits and the contract are still worth your time.

If the building is outside Yerevan and the flat is priced up to AMD 55 million, also open the income-tax refund calculator: a new home there may still qualify.`,
  },
};

const checkingAResaleFlatsDocuments: BlogArticleSeed = {
  slug: 'checking-a-resale-flats-documents',
  tags: ['secondary-market', 'buying-a-home'],
  publishedOn: '2026-05-07',
  readingMinutes: 3,
  cover: { motif: 'documents', seed: 707 },
  title: {
    hy: 'Երկրորդային շուկայի բնակարան․ ինչպես ստուգել փաստաթղթերը',
    ru: 'Как проверить документы квартиры на вторичном рынке',
    en: "Checking a resale flat's documents before you buy",
  },
  description: {
    hy: 'Կադաստրի կոմիտեի տեղեկանք, սահմանափակումներ, համասեփականատերեր և օգտագործման իրավունք․ ինչ ստուգել, որպեսզի գործարքը մաքուր լինի։',
    ru: 'Справка Кадастрового комитета, обременения, совладельцы и право пользования: что проверить на вторичном рынке, чтобы сделка прошла чисто.',
    en: 'The Cadastre Committee extract, encumbrances, co-owners and rights of use: what to check on a resale flat so the deal stays clean.',
  },
  body: {
    hy: `Երկրորդային շուկայի բնակարանը կարող է կատարյալ տեսք ունենալ, բայց թղթի վրա խնդիր թաքցնել՝ արգելանք, գրավ կամ համասեփականատեր, որը երբեք չի համաձայնել վաճառքին։ Մի քանի ստուգում՝ նախքան որևէ գումար վճարելը, կփրկի Ձեզ դրանց մեծ մասից։

## Կադաստրի կոմիտեի տեղեկանքը

Սկսեք բնակարանի վերաբերյալ Կադաստրի կոմիտեի թարմ տեղեկանքից։ Այն ցույց է տալիս․
- ով է բնակարանի սեփականատերը, և եթե նրանք մի քանիսն են՝ ինչ բաժիններով
- գրանցված մակերեսը և հասցեն
- սեփականության հիմքը՝ առուվաճառք, նվիրատվություն, ժառանգություն, սեփականաշնորհում
- սահմանափակումները՝ գրավ բանկի օգտին, արգելանք, օտարման արգելք, վարձակալություն կամ օգտագործման իրավունք

Սեփականատիրոջ անունը համեմատեք վաճառողի անձնագրի հետ, իսկ մակերեսը՝ այն, ինչ տեսնում եք։ Խնդրեք վերջերս տրված տեղեկանք, ոչ թե այն, որը վաճառողը մեկ տարի պահել է դարակում։ Գործարքից առաջ նոտարը կրկին ստուգում է իրավունքները, բայց ավելի լավ է իմանալ դա նախքան բնակարանին կապվելը։

## Սահմանափակումները

Գրավը սովորական երևույթ է․ վաճառողը գուցե դեռ մարում է իր սեփական հիփոթեքը։ Դա հրաժարվելու պատճառ չէ, բայց գրավը պետք է հանվի մինչև վաճառքը կամ դրա ընթացքում, և վճարումների հերթականությունը պետք է պարզ լինի բոլորի համար։ Արգելանքը կամ օտարման արգելքն ավելի լուրջ են․ սպասեք, մինչև այն հանվի, և նոր տեղեկանքը դա ցույց տա։

## Բոլոր նրանք, ովքեր ձայնի իրավունք ունեն

- Համասեփականատերերը․ նրանցից յուրաքանչյուրը պետք է ստորագրի՝ անձամբ կամ նոտարական լիազորագրով ներկայացուցչի միջոցով։
- Վաճառողի ամուսինը․ ամուսնության ընթացքում ձեռք բերված բնակարանը սովորաբար համատեղ սեփականություն է, ուստի անհրաժեշտ է ամուսնու համաձայնությունը։
- Սեփականաշնորհված բնակարանները․ սեփականաշնորհմանը մասնակցած անձինք կարող են իրավունքներ ունենալ, ուստի նայեք սեփականության հիմքին։
- Օգտագործման իրավունք ունեցող բնակիչները․ համոզվեք, որ վաճառքից հետո ոչ ոք չի պահպանում բնակարանում ապրելու իրավունքը։
- Երեխաները․ եթե բաժնեմասը պատկանում է անչափահասի, վաճառքի համար անհրաժեշտ է խնամակալության և հոգաբարձության մարմնի համաձայնությունը։

## Բնակարանն ինքը

- Ստուգեք, որ հատակագիծը համապատասխանում է գրանցվածին․ տեղափոխված պատը կամ ապակեպատված պատշգամբը կարող են օրինականացված չլինել։
- Խնդրեք էլեկտրաէներգիայի, գազի և ջրի վերջին հաշիվները և համոզվեք, որ պարտքեր չկան։
- Նայեք շենքի ընդհանուր մասերը՝ տանիքը, նկուղը, մուտքը։

## Tun հիփոթեքով

Առցանց Tun-ը վարկավորում է Երևանում գտնվող երկրորդային շուկայի բնակարանները՝ գինը մինչև 62,5 մլն դրամ, վարկը՝ 3–50 մլն դրամ, իսկ բնակվելու համար ձեռք բերվող բնակարանի դեպքում կանխավճարը առնվազն 10% է։ Հայտը սկսելիս բնակարանն ամրագրվում է․ ներկայացրեք հայտը 5 օրվա ընթացքում, և որոշումը կստանաք 5 րոպեում։ Հաստատումից հետո վարկը ստորագրվում է մասնաճյուղում՝ 30 օրվա ընթացքում, ուստի մինչ այդ փաստաթղթերը պետք է կարգի բերված լինեն։

Թղթաբանությունը բնակարան գնելու ամենառոմանտիկ մասը չէ, բայց հենց այն է թույլ տալիս վայելել մնացած ամեն ինչը։`,
    ru: `Квартира на вторичном рынке может выглядеть идеально и всё же таить проблему на бумаге: арест, залог, совладельца, который так и не согласился на продажу. Несколько проверок до того, как вы заплатите хоть что-то, избавят от большинства таких сюрпризов.

## Справка Кадастрового комитета

Начните со свежей справки Кадастрового комитета по квартире. В ней видно:
- кто владеет квартирой и в каких долях, если владельцев несколько;
- зарегистрированная площадь и адрес;
- основание собственности: купля-продажа, дарение, наследство, приватизация;
- обременения: залог в пользу банка, арест, запрет на отчуждение, аренда или право пользования.

Сверьте имя владельца с паспортом продавца, а площадь — с тем, что видите. Просите недавнюю справку, а не ту, что год пролежала у продавца в ящике. Нотариус перед сделкой ещё раз проверит права, но лучше узнать всё до того, как вы привяжетесь к квартире.

## Обременения

Залог — обычное дело: продавец может ещё выплачивать собственную ипотеку. Это не повод отказываться, но залог нужно снять до продажи или в её ходе, и порядок платежей должен быть понятен всем. Арест или запрет на отчуждение серьёзнее: дождитесь, пока его снимут и это отразится в новой справке.

## Все, у кого есть право голоса

- Совладельцы: подписать должен каждый, лично или через представителя с нотариальной доверенностью.
- Супруг продавца: квартира, купленная в браке, обычно общая собственность, поэтому нужно согласие супруга или супруги.
- Приватизированные квартиры: участники приватизации могут иметь права, поэтому смотрите на основание собственности.
- Жильцы с правом пользования: убедитесь, что после продажи ни у кого не останется права жить в квартире.
- Дети: если доля принадлежит несовершеннолетнему, для продажи нужно согласие органа опеки и попечительства.

## Сама квартира

- Проверьте, совпадает ли планировка с зарегистрированной: перенесённая стена или застеклённый балкон могут быть не узаконены.
- Попросите последние счета за электричество, газ и воду и убедитесь, что долгов нет.
- Осмотрите общие части дома: крышу, подвал, подъезд.

## С ипотекой Tun

Онлайн Tun кредитует квартиры на вторичном рынке в Ереване: цена до 62,5 млн драмов, кредит от 3 до 50 млн драмов, взнос для жилья, в котором вы будете жить, не меньше 10%. Когда вы начинаете заявку, квартира бронируется; подайте заявку в течение 5 дней, и решение придёт за 5 минут. После одобрения кредит подписывается в отделении в течение 30 дней, так что к этому времени документы должны быть в порядке.

Бумаги — не самая романтичная часть покупки дома, но именно они позволяют радоваться всему остальному.`,
    en: `A resale flat can look perfect and still carry a problem on paper: a seizure, a pledge, a co-owner who never agreed to sell. A few checks before you pay anything will spare you most of them.

## The Cadastre Committee extract

Start with a fresh extract from the Cadastre Committee for the flat. It shows:
- who owns the flat, and in what shares if there are several owners;
- the registered area and the address;
- the basis of ownership: a purchase, a gift, an inheritance, a privatisation;
- encumbrances: a pledge to a bank, a seizure, a ban on sale, a lease or a right of use.

Compare the owner's name with the seller's passport, and the area with what you see. Ask for a recent extract, not one the seller has kept in a drawer for a year. The notary checks the rights again before the deal, but you want to know before you get attached to the flat.

## Encumbrances

A pledge is common: the seller may still be repaying their own mortgage. That is not a reason to walk away, but the pledge must be lifted before or at the sale, and the order of payments must be clear to everyone. A seizure or a ban on sale is more serious: wait until it is removed and a new extract shows it.

## Everyone who has a say

- Co-owners: each of them must sign, in person or through a representative with a notarised power of attorney.
- The seller's spouse: a flat bought during the marriage is usually joint property, so the spouse's consent is needed.
- Privatised flats: people who took part in the privatisation may hold rights, so look at the basis of ownership.
- Residents with a right of use: make sure nobody keeps a right to live in the flat after the sale.
- Children: if a minor owns a share, the sale needs the consent of the guardianship authority.

## The flat itself

- Check that the layout matches the registered plan: a moved wall or a glazed-in balcony may not be legalised.
- Ask for the latest electricity, gas and water bills, and make sure there are no debts.
- Look at the building's shared parts: the roof, the basement, the entrance.

## With a Tun mortgage

Online, Tun lends for resale flats in Yerevan: a price of up to AMD 62.5 million, a loan of AMD 3-50 million, and at least 10% down for a home you will live in. Starting the application books the flat; submit it within 5 days, and the decision comes within 5 minutes. After approval the loan is signed at a branch within 30 days, so have the documents in order by then.

Paperwork is not the romantic part of buying a home, but it is the part that lets you enjoy all the rest.`,
  },
};

const buyingWithACoApplicant: BlogArticleSeed = {
  slug: 'buying-with-a-co-applicant',
  tags: ['mortgage', 'family-budget'],
  publishedOn: '2026-05-28',
  readingMinutes: 3,
  cover: { motif: 'family', seed: 808 },
  title: {
    hy: 'Համավարկառու՝ ամուսին կամ ծնող․ ինչպես գնել բնակարան միասին',
    ru: 'Созаёмщик: покупаем жильё вместе с супругом или родителем',
    en: 'Buying with a co-applicant: a spouse or a parent',
  },
  description: {
    hy: 'Ով կարող է միանալ Ձեր հիփոթեքային հայտին, ինչ է դա փոխում, և ինչի շուրջ է պետք պայմանավորվել տանը՝ նախքան ստորագրելը։',
    ru: 'Кто может присоединиться к вашей заявке на ипотеку, что это меняет и о чём стоит договориться дома, прежде чем подписывать.',
    en: 'Who can join your mortgage application, what it changes, and what to agree on at home before you both sign.',
  },
  body: {
    hy: `Հայաստանում շատ ընտանիքներ բնակարանը գնում են միասին․ զույգը միավորում է երկու աշխատավարձ, կամ ծնողը միանում է որդու կամ դստեր հայտին։ Tun առցանց հիփոթեքում այդ մարդը կոչվում է համավարկառու։

## Ով կարող է լինել համավարկառու

- Ձեր ամուսինը կամ ընտանիքի անդամը՝ հայրը, մայրը, քույրը, եղբայրը, որդին կամ դուստրը
- Հայաստանի Հանրապետության քաղաքացի՝ 18-ից 64 տարեկան
- սեփական էլ. փոստով, որը Ձեզ հետ ընդհանուր չէ
- առանց իր անունով ընթացիկ այլ հայտի

Բացի այդ, վարկը պետք է ավարտվի մինչև համավարկառուի 65 տարին լրանալը։ Սա կարևոր է, երբ միանում է ծնողը․ եթե Ձեր հայրը 52 տարեկան է, նրա մասնակցությամբ վարկի ժամկետը կարող է լինել առավելագույնը 13 տարի։

## Ինչ է փոխվում

Համավարկառուի եկամուտը հաշվվում է Ձեր եկամտի հետ միասին, ինչպես նաև նրա վարկերը։ Բոլոր վարկերի ամսական վճարները միասին չեն կարող գերազանցել զուտ ամսական եկամտի 50%-ը, ուստի երկրորդ աշխատավարձը կարող է ավելի մեծ վարկ հնարավոր դարձնել, իսկ համավարկառուի ավտովարկը՝ հակառակը։

Ձեզնից յուրաքանչյուրն անցնում է նույն քայլերը՝ առցանց նույնականացում, տեսազանգ բանկի հետ, պայմանագրի տվյալներ և ստորագրություն՝ SMS-ով ստացված կոդով։ Համավարկառուին անհրաժեշտ են հեռախոս, իր նշած էլ. փոստը և մի փոքր ազատ ժամանակ գործընթացի ընթացքում։

## Ամուսին, որը վարկառու չէ

Նույնիսկ եթե Ձեր ամուսինը չի միանում հայտին, Դուք լրացնում եք նրա տվյալները, և նրա համաձայնությունը գործընթացի մաս է։ Եթե ամուսնացած չեք, պարզապես հաստատում եք դա։ Նախապես քննարկեք սա տանը․ դա ավելի հեշտ է, քան բացատրել տեսազանգի ընթացքում։

## Ծնողը՝ համավարկառու

Ծնողները հաճախ միանում են՝ օգնելու երիտասարդ գնորդին։ Դա առատաձեռն քայլ է և միաժամանակ իրական պարտավորություն․ համավարկառուն նույնպես պատասխանատու է վարկի համար։ Բաց պայմանավորվեք․
- ով է վճարելու ամսական վճարը, և ինչ կլինի, եթե դա փոխվի
- ում անունով է գրանցվելու բնակարանը
- ինչպես է ծնողի տարիքն ազդում ժամկետի և ամսական վճարի վրա

Ավելի կարճ ժամկետը նշանակում է ավելի մեծ ամսական վճար, ուստի նախքան որոշելը, թե ով է դիմելու, ստուգեք թվերը վարկային հաշվիչում։

## Զույգը

Զույգի համար հարցերը սովորաբար գործնական են․ ում աշխատավարձն է ծածկելու վճարը, ինչ եք անելու, եթե Ձեզնից մեկը գնա երեխայի խնամքի արձակուրդի, և ինչպես եք բաժանելու կանխավճարը։ Պատասխանները գրի առեք։ Ոչ թե որովհետև չեք վստահում միմյանց, այլ որովհետև հինգ տարի անց երկուսդ էլ դա այլ կերպ կհիշեք։

## Նախքան սկսելը

Համոզվեք, որ համավարկառուն կայքում այլ ընթացիկ հայտ չունի, անձնագիրը ձեռքի տակ է, և նա գիտի, թե երբ է տեսազանգը։ Իսկ խնայված ժամանակը կարող եք միասին ծախսել վարագույրներ ընտրելու վրա։`,
    ru: `Многие семьи в Армении покупают жильё вместе: пара складывает две зарплаты, или родитель присоединяется к заявке сына или дочери. В онлайн-ипотеке Tun такой человек называется созаёмщиком.

## Кто может стать созаёмщиком

- ваш супруг или супруга либо член семьи: отец, мать, сестра, брат, сын или дочь;
- гражданин Армении в возрасте от 18 до 64 лет;
- со своей электронной почтой, не общей с вашей;
- без другой текущей заявки на своё имя.

Кроме того, кредит должен закончиться до того, как созаёмщику исполнится 65 лет. Это важно, когда присоединяется родитель: если вашему отцу 52 года, срок кредита с его участием может быть не больше 13 лет.

## Что меняется

Доход созаёмщика учитывается вместе с вашим, как и его кредиты. Все платежи по кредитам вместе не могут превышать 50% чистого ежемесячного дохода, поэтому вторая зарплата может сделать возможным кредит побольше, а автокредит созаёмщика работает в обратную сторону.

Каждый из вас проходит одни и те же шаги: онлайн-идентификацию, видеозвонок с банком, данные для договора и подписание кодом из SMS. Созаёмщику понадобятся телефон, указанная им почта и немного свободного времени по ходу процесса.

## Супруг, который не участвует в кредите

Даже если ваш супруг или супруга не присоединяется к заявке, вы вносите его или её данные, а согласие — часть процесса. Если вы не в браке, просто подтверждаете это. Обсудите это дома заранее: так проще, чем объяснять во время видеозвонка.

## Родитель-созаёмщик

Родители часто присоединяются, чтобы помочь молодому покупателю. Это щедрый шаг и одновременно настоящее обязательство: созаёмщик тоже отвечает за кредит. Договоритесь открыто:
- кто вносит ежемесячный платёж и что будет, если это изменится;
- на чьё имя регистрируется квартира;
- как возраст родителя влияет на срок и платёж.

Чем короче срок, тем выше ежемесячный платёж, поэтому проверьте цифры в кредитном калькуляторе, прежде чем решать, кто будет подавать заявку.

## Пара

У пары вопросы обычно практические: чья зарплата покрывает платёж, что вы будете делать, если один из вас уйдёт в декретный отпуск, и как вы делите первоначальный взнос. Запишите ответы. Не потому что вы не доверяете друг другу, а потому что через пять лет каждый запомнит это по-своему.

## Прежде чем начать

Убедитесь, что у созаёмщика нет другой текущей заявки на сайте, паспорт под рукой и он знает, когда видеозвонок. А сэкономленное время можно вместе потратить на выбор штор.`,
    en: `Many families in Armenia buy a home together: a couple pools two salaries, or a parent joins a son's or daughter's application. In a Tun online mortgage, that person is the co-applicant.

## Who can be a co-applicant

- your spouse, or a family member: father, mother, sister, brother, son or daughter;
- an Armenian citizen aged 18 to 64;
- with their own e-mail address, not one shared with you;
- with no other current application of their own.

The loan must also end by the time the co-applicant turns 65. That matters when a parent joins: if your father is 52, the term can be at most 13 years with him on the loan.

## What changes

The co-applicant's income is counted together with yours, and so are their loans. All loan payments together may take at most 50% of net monthly income, so a second salary can make a bigger loan possible, while a co-applicant's car loan works the other way.

Each of you goes through the same steps: online identification, a video call with the bank, the data for the contract, and signing with a code sent by text message. The co-applicant needs a phone, the e-mail address they gave, and a little free time during the process.

## A spouse who is not on the loan

Even if your spouse does not join the application, you enter their details, and their consent is part of the process. If you are not married, you simply confirm that. Talk it through at home first: it is easier than explaining it during a video call.

## A parent on the loan

Parents often join to help a young buyer. It is a generous step, and a real obligation: the co-applicant answers for the loan too. Agree openly on:
- who pays the monthly payment, and what happens if that changes;
- whose name the flat is registered in;
- how the parent's age affects the term and the payment.

A shorter term means a higher monthly payment, so check the numbers in the loan calculator before you decide who applies.

## A couple

For a couple the questions are usually practical: whose salary covers the payment, what you will do if one of you takes parental leave, and how you split the down payment. Write the answers down. Not because you distrust each other, but because in five years you will each remember it differently.

## Before you start

Make sure the co-applicant has no other current application on the site, has their passport to hand and knows when the video call is. Then the two of you can spend the time you saved choosing curtains.`,
  },
};

const annuityOrDifferentiated: BlogArticleSeed = {
  slug: 'annuity-or-differentiated-payments',
  tags: ['mortgage', 'family-budget'],
  publishedOn: '2026-06-18',
  readingMinutes: 3,
  cover: { motif: 'calculator', seed: 909 },
  title: {
    hy: 'Անուիտետային, թե դիֆերենցված մարումներ․ որն է հարմար Ձեզ',
    ru: 'Аннуитетные или дифференцированные платежи: что вам подходит',
    en: 'Annuity or differentiated payments: which suits you',
  },
  description: {
    hy: 'Ամեն ամիս նույն վճարը, թե սկզբում մեծ, հետո նվազող վճարներ։ Երկու եղանակների օրինակ և խորհուրդներ՝ ինչպես ընտրել։',
    ru: 'Одинаковый платёж каждый месяц или крупные платежи, которые со временем уменьшаются? Пример расчёта обоих способов и советы по выбору.',
    en: 'Equal payments every month, or larger payments that shrink over time? A worked example of both repayment methods and how to choose.',
  },
  body: {
    hy: `Tun հիփոթեքի համար դիմելիս ընտրում եք մարման եղանակը՝ անուիտետային կամ դիֆերենցված։ Վարկը, տոկոսադրույքը և ժամկետը կարող են նույնը լինել, բայց երկու ժամանակացույցները միանգամայն տարբեր են զգացվում։

## Անուիտետ՝ ամեն ամիս նույն վճարը

Անուիտետային եղանակի դեպքում բոլոր ամսական վճարները՝ առաջինից մինչև վերջինը, նույնն են։ Սկզբում դրանց մեծ մասը տոկոսն է, իսկ ժամանակի ընթացքում աճում է մայր գումարի բաժինը։ Այս եղանակով հեշտ է պլանավորել․ տարիներ առաջ գիտեք Ձեր վճարը։

## Դիֆերենցված՝ սկզբում մեծ, հետո փոքր

Դիֆերենցված եղանակի դեպքում ամեն ամիս մարում եք մայր գումարի նույն մասը՝ գումարած տոկոսը մնացորդի վրա։ Առաջին վճարներն ամենամեծն են, և յուրաքանչյուր հաջորդը մի փոքր ավելի փոքր է։ Ընդհանուր առմամբ ավելի քիչ տոկոս եք վճարում, քանի որ պարտքն ավելի արագ է նվազում։

## Օրինակ

20 000 000 դրամ վարկ՝ 20 տարով, տարեկան 12% պայմանական տոկոսադրույքով (Ձեր առաջարկում տոկոսադրույքը կարող է տարբեր լինել)․
- անուիտետ՝ ամեն ամիս մոտ 220 200 դրամ, ընդհանուր տոկոսագումարը՝ մոտ 32 850 000 դրամ
- դիֆերենցված՝ առաջին վճարը մոտ 283 300 դրամ, հինգ տարի անց՝ մոտ 233 300 դրամ, վերջինը՝ մոտ 84 200 դրամ, ընդհանուր տոկոսագումարը՝ մոտ 24 100 000 դրամ

Դիֆերենցված ժամանակացույցը խնայում է մոտ 8,75 մլն դրամ տոկոս, բայց սկզբում պահանջում է ամսական մոտ 63 000 դրամ ավելի։

## Ինչպես ընտրել

Ընտրեք անուիտետը, եթե․
- Ձեր բյուջեն այսօր սեղմ է, և ուզում եք սկզբում ամենափոքր վճարը
- կարևորում եք հաստատուն գումար, որի շուրջ հեշտ է պլանավորել
- ամեն դեպքում մտադիր եք լրացուցիչ գումարներով վաղաժամկետ մարել

Ընտրեք դիֆերենցվածը, եթե․
- Ձեր եկամուտը հանգիստ ծածկում է սկզբի ավելի մեծ վճարները
- ուզում եք վարկի ողջ ժամկետում վճարել հնարավորինս քիչ տոկոս
- ակնկալում եք, որ Ձեր ծախսերը հետագայում կաճեն, օրինակ՝ երեխաների կրթության պատճառով

Հիշեք 50%-ի կանոնը․ բոլոր վարկերի ամսական վճարները միասին չեն կարող գերազանցել զուտ ամսական եկամտի կեսը։ Դիֆերենցված եղանակի դեպքում այդ սահմանում պետք է տեղավորվեն հենց առաջին՝ ամենամեծ վճարները։

## Ընտրեք նաև մարման օրը

Անկախ եղանակից՝ ընտրում եք մարման օրը՝ ամսվա 1-ից 20-ը ցանկացած օր։ Նշեք այն աշխատավարձը ստանալուց մի քանի օր անց, որպեսզի վճարը երբեք չսպասի գումարին։

## Փորձեք երկուսն էլ

Կայքի վարկային հաշվիչը ցույց է տալիս երկու եղանակների ժամանակացույցն ըստ ամիսների՝ Ձեր գումարի և ժամկետի համար։ Այսօր համեմատելու վրա ծախսած հինգ րոպեն ավելի արժեքավոր է, քան քսան տարի շարունակ մտորելը։`,
    ru: `Подавая заявку на ипотеку Tun, вы выбираете способ погашения: аннуитетный или дифференцированный. Кредит, ставка и срок могут совпадать, а графики ощущаются совсем по-разному.

## Аннуитет: одинаковый платёж каждый месяц

При аннуитете все ежемесячные платежи, от первого до последнего, одинаковы. Вначале большая их часть уходит на проценты, а со временем растёт доля основного долга. Так легко планировать: вы знаете свой платёж на годы вперёд.

## Дифференцированный: вначале больше, потом меньше

При дифференцированных платежах вы каждый месяц гасите одну и ту же часть основного долга плюс проценты на остаток. Первые платежи самые большие, а каждый следующий немного меньше. В целом вы платите меньше процентов, потому что долг уменьшается быстрее.

## Пример

Кредит 20 000 000 драмов на 20 лет под условные 12% годовых (ставка в вашем предложении может отличаться):
- аннуитет: около 220 200 драмов каждый месяц, проценты за весь срок — около 32 850 000 драмов;
- дифференцированный: первый платёж около 283 300 драмов, через пять лет около 233 300 драмов, последний около 84 200 драмов; проценты за весь срок — около 24 100 000 драмов.

Дифференцированный график экономит около 8,75 млн драмов процентов, но вначале требует примерно на 63 000 драмов в месяц больше.

## Как выбрать

Выбирайте аннуитет, если:
- бюджет сегодня напряжённый и вам нужен самый низкий платёж в начале;
- вы цените постоянную сумму, под которую легко планировать;
- вы и так собираетесь гасить досрочно, когда появятся деньги.

Выбирайте дифференцированные платежи, если:
- доход спокойно покрывает более высокие платежи первых лет;
- вы хотите заплатить как можно меньше процентов за весь срок;
- вы ожидаете, что расходы позже вырастут, например на образование детей.

Помните о правиле 50%: все платежи по кредитам вместе не могут превышать половины чистого ежемесячного дохода. При дифференцированных платежах в этот предел должны уложиться именно первые, самые крупные платежи.

## Выберите и дату

Каким бы ни был способ, дату платежа выбираете вы: любой день с 1-го по 20-е число месяца. Поставьте её через несколько дней после зарплаты, чтобы платёж никогда не ждал денег.

## Попробуйте оба

Кредитный калькулятор на сайте показывает график по обоим способам помесячно для вашей суммы и срока. Пять минут сравнения сейчас стоят больше, чем двадцать лет сомнений.`,
    en: `When you apply for a Tun mortgage you choose how to repay it: annuity or differentiated. The loan, the rate and the term can be identical, and still the two schedules feel very different.

## Annuity: the same payment every month

With an annuity, every monthly payment is the same, from the first to the last. At the start most of it is interest; over time the share of the principal grows. It is easy to plan around: you know your payment years ahead.

## Differentiated: larger at first, then smaller

With differentiated payments you repay the same part of the principal each month, plus interest on what is left. The first payments are the largest, and each one after is a little smaller. You pay less interest overall, because the debt shrinks faster.

## An example

A loan of AMD 20,000,000 for 20 years at an illustrative 12% a year (the rate in your offer may differ):
- annuity: about AMD 220,200 every month, with about AMD 32,850,000 of interest in total;
- differentiated: a first payment of about AMD 283,300, about AMD 233,300 after five years and about AMD 84,200 at the end, with about AMD 24,100,000 of interest in total.

The differentiated schedule saves about AMD 8.75 million of interest, but asks for about AMD 63,000 more a month at the start.

## How to choose

Choose the annuity if:
- your budget is tight today and you want the lowest payment at the start;
- you value a fixed figure that is easy to plan around;
- you expect to repay extra money early anyway.

Choose differentiated payments if:
- your income comfortably covers the higher early payments;
- you want to pay the least interest over the life of the loan;
- you expect your costs to grow later, for example with your children's education.

Keep the 50% rule in mind: all loan payments together may take at most half of your net monthly income. With differentiated payments, it is the first and largest payments that have to fit.

## Pick your date, too

Whatever the method, you choose the payment date: any day from the 1st to the 20th of the month. Set it a few days after your salary arrives, so the payment never waits for the money.

## Try both

The loan calculator on the site shows the schedule for both methods, month by month, for your own amount and term. Five minutes of comparing now is worth more than twenty years of wondering.`,
  },
};

const earlyRepayment: BlogArticleSeed = {
  slug: 'early-repayment-and-its-fee',
  tags: ['mortgage', 'taxes-and-refunds'],
  publishedOn: '2026-07-09',
  readingMinutes: 3,
  cover: { motif: 'calendar', seed: 1010 },
  title: {
    hy: 'Հիփոթեքային վարկի վաղաժամկետ մարում․ միջնորդավճարը և երբ է այն ձեռնտու',
    ru: 'Досрочное погашение ипотеки: комиссия и когда это выгодно',
    en: 'Early repayment: the fee and when it pays off',
  },
  description: {
    hy: 'Վաղաժամկետ մարումը խնայում է տոկոսները։ Միջնորդավճարը առաջին երեք տարիներին 0,6%, 0,4% կամ 0,2% է, հետո՝ զրո։ Ինչպես որոշել՝ երբ մարել։',
    ru: 'Досрочное погашение экономит проценты. Комиссия — 0,6%, 0,4% или 0,2% в первые три года, потом её нет. Как решить, когда гасить.',
    en: 'Repaying a mortgage early saves interest. The fee is 0.6%, 0.4% or 0.2% in the first three years and nothing after. How to decide when to do it.',
  },
  body: {
    hy: `Պարգևավճար, վաճառված մեքենա, ժառանգություն․ վաղ թե ուշ շատ վարկառուներ ազատ գումար են ունենում և մտածում՝ արդյոք այն ուղղել հիփոթեքին։ Հաճախ դա լավ միտք է։ Ահա թե ինչպես կշռադատել։

## Միջնորդավճարը

Tun հիփոթեքը կարող եք մարել ժամանակացույցից շուտ՝ ամբողջությամբ կամ մասնակի։ Միջնորդավճարը կախված է նրանից, թե որքան ժամանակ է անցել վարկը ստանալուց հետո․
- առաջին տարում՝ մարվող գումարի 0,6%-ը
- երկրորդ տարում՝ 0,4%-ը
- երրորդ տարում՝ 0,2%-ը
- չորրորդ տարվանից՝ միջնորդավճար չկա

Այսինքն՝ 2 000 000 դրամի վաղաժամկետ մարումն առաջին տարում արժե 12 000 դրամ, երկրորդում՝ 8 000 դրամ, երրորդում՝ 4 000 դրամ, իսկ դրանից հետո՝ ոչինչ։

## Ինչ եք խնայում

Վաղաժամկետ մարումը խնայում է այն տոկոսները, որոնք այդ գումարի համար կվճարեիք մնացած ժամկետում։ Տարեկան 12% պայմանական տոկոսադրույքի դեպքում 2 000 000 դրամ մարելը միայն առաջին տարում խնայում է մոտ 240 000 դրամ տոկոս, իսկ հաջորդ տարիներին՝ ավելին։ Դրա համեմատ նույնիսկ 0,6% միջնորդավճարը փոքր է։ Շատ դեպքերում մեկ տարի սպասելը՝ միայն միջնորդավճարից խուսափելու համար, ավելի թանկ է նստում, քան ինքը՝ միջնորդավճարը։

## Ավելի փոքր վճար, թե ավելի կարճ ժամկետ

Մասնակի մարումը նվազեցնում է պարտքը, ուստի կամ ամսական վճարն է փոքրանում, կամ ժամկետը կրճատվում․ թե ինչպես է կիրառվում մարումը, նշված է Ձեր պայմանագրում։ Ավելի կարճ ժամկետն ավելի շատ տոկոս է խնայում, իսկ ավելի փոքր վճարը ազատություն է տալիս բյուջեին։ Հարցրեք նախքան վճարելը, որպեսզի արդյունքը լինի այն, ինչ ուզում եք։

## Երբ արժե սպասել

- Պահուստ չունեք։ Նախ մի կողմ դրեք մի քանի ամսվա վճարներ․ վարկի մեջ դրված գումարը հետ չեք կարող վերցնել։
- Ունեք ավելի թանկ պարտք։ Վարկային քարտը կամ սպառողական վարկը սովորաբար ավելի թանկ է, քան հիփոթեքը, ուստի նախ մարեք դրանք։
- Ստանում եք եկամտային հարկի վերադարձ։ Եթե պետությունը Ձեր տոկոսները վերադարձնում է եկամտային հարկի հաշվին, դրանց մի մասն առանց այդ էլ վերադառնում է Ձեզ, և վաղաժամկետ մարումն ավելի քիչ է խնայում, քան թվում է։ Նախքան որոշելը՝ ստուգեք վերադարձի հաշվիչը։

## Օգտակար սովորություններ

- Մարեք այն գումարով, որն այս տարի Ձեզ պետք չի գալու։
- Հետևեք օրացույցին․ եթե վարկի տարեդարձին մի քանի շաբաթ է մնացել, սպասելը կնվազեցնի միջնորդավճարը, իսկ երրորդ տարուց հետո այն ընդհանրապես չկա։
- Մարումից հետո ստուգեք Ձեր նոր ժամանակացույցը և ամսական վճարը։

## Ամբողջական մարում

Երբ ամբողջ վարկը մարված է, բնակարանի վրայից կարելի է հանել բանկի գրավը, և տունը լիովին Ձերն է՝ առանց որևէ սահմանափակման։ Դա լավ օր է, որն արժե նշել ընթրիքով այն մարդկանց հետ, ովքեր օգնել են Ձեզ հասնել դրան։

Պարզ կանոն․ առանց ափսոսանքի վճարեք միջնորդավճարը, եթե այն իրական տոկոս է խնայում, և երբեք թույլ մի տվեք, որ վաղաժամկետ մարումը Ձեզ թողնի առանց պահուստի։`,
    ru: `Премия, проданная машина, наследство: рано или поздно у многих заёмщиков появляются свободные деньги, и возникает вопрос, не направить ли их в ипотеку. Часто это хорошая мысль. Вот как всё взвесить.

## Комиссия

Ипотеку Tun можно погасить раньше графика, полностью или частично. Комиссия зависит от того, сколько прошло с выдачи кредита:
- в первый год: 0,6% от погашаемой суммы;
- во второй год: 0,4%;
- в третий год: 0,2%;
- с четвёртого года: комиссии нет.

То есть досрочное погашение 2 000 000 драмов стоит 12 000 драмов в первый год, 8 000 драмов во второй, 4 000 драмов в третий и ничего после.

## Что вы экономите

Досрочное погашение экономит проценты, которые вы заплатили бы за эти деньги до конца срока. При условной ставке 12% годовых погашение 2 000 000 драмов только за первый год экономит около 240 000 драмов процентов, а в следующие годы ещё больше. На этом фоне даже комиссия 0,6% невелика. Чаще всего ждать год только ради того, чтобы избежать комиссии, обходится дороже самой комиссии.

## Меньше платёж или короче срок

Частичное погашение уменьшает долг, поэтому снижается либо ежемесячный платёж, либо срок; как именно учитывается погашение, сказано в вашем договоре. Более короткий срок экономит больше процентов, меньший платёж даёт бюджету свободу. Уточните заранее, чтобы получить тот результат, который вам нужен.

## Когда стоит подождать

- У вас нет запаса. Сначала отложите платежи на несколько месяцев: деньги, внесённые в кредит, обратно не забрать.
- У вас есть более дорогой долг. Кредитная карта или потребительский кредит обычно дороже ипотеки, так что сначала закройте их.
- Вы получаете возврат подоходного налога. Если государство возвращает ваши проценты из подоходного налога, часть процентов к вам и так возвращается, и досрочное погашение экономит меньше, чем кажется. Прежде чем решать, загляните в калькулятор возврата.

## Полезные привычки

- Гасите деньгами, которые не понадобятся вам в этом году.
- Следите за календарём: если до годовщины кредита осталось несколько недель, ожидание снизит комиссию, а после третьего года её нет совсем.
- После погашения проверьте новый график и сумму платежа.

## Полное погашение

Когда кредит погашен полностью, с квартиры можно снять ипотеку банка, и дом становится вашим без всяких обременений. Это хороший день, и его стоит отметить ужином с теми, кто помог вам до него дойти.

Простое правило: платите комиссию без сожаления, если она экономит реальные проценты, и никогда не позволяйте досрочному погашению оставить вас без запаса.`,
    en: `A bonus, a sold car, an inheritance: sooner or later many borrowers have some extra money and wonder whether to put it into the mortgage. Often it is a good idea. Here is how to think it through.

## The fee

You can repay all or part of a Tun mortgage ahead of schedule. The fee depends on how long the loan has run:
- in the first year: 0.6% of the amount repaid;
- in the second year: 0.4%;
- in the third year: 0.2%;
- from the fourth year on: no fee.

So repaying AMD 2,000,000 early costs AMD 12,000 in the first year, AMD 8,000 in the second, AMD 4,000 in the third and nothing after that.

## What you save

Early repayment saves the interest that money would have cost you over the rest of the term. At an illustrative 12% a year, repaying AMD 2,000,000 saves about AMD 240,000 of interest in the first year alone, and more in the years after. Against that, even the 0.6% fee is small. In most cases, waiting a year only to avoid the fee costs more than the fee itself.

## A smaller payment or a shorter term

A partial repayment reduces the debt, so either the monthly payment goes down or the term gets shorter; your contract says how a repayment is applied. A shorter term saves more interest, while a lower payment gives your budget room. Ask before you pay, so the result is the one you want.

## When it is worth waiting

- You have no cushion. Keep a few months of payments aside first: money put into the loan cannot be taken back out.
- You have more expensive debt. A credit card or a consumer loan usually costs more than a mortgage, so repay that first.
- You receive the income-tax refund. If the state returns your interest from your income tax, part of that interest comes back to you anyway, so an early repayment saves less than it seems. Open the refund calculator before you decide.

## Good habits

- Repay from money you will not need this year.
- Watch the calendar: if the loan's anniversary is a few weeks away, waiting lowers the fee, and after the third year there is none.
- After a repayment, check your new schedule and payment.

## Repaying in full

When the whole loan is repaid, the bank's mortgage on the home can be lifted, and the home is yours with no pledge on it. It is a good day, worth a dinner with the people who helped you get there.

The simple rule: pay the fee without regret if it saves real interest, and never let an early repayment leave you without a cushion.`,
  },
};

const renovationBudget: BlogArticleSeed = {
  slug: 'renovation-budget-for-a-new-flat',
  tags: ['renovation', 'new-buildings'],
  publishedOn: '2026-08-06',
  readingMinutes: 3,
  cover: { motif: 'renovation', seed: 1111 },
  title: {
    hy: 'Նորակառույց բնակարանի վերանորոգում․ ինչպես կազմել բյուջեն',
    ru: 'Ремонт в новостройке: как составить бюджет',
    en: 'Renovating a new flat: how to budget for it',
  },
  description: {
    hy: 'Առանց վերանորոգման, թե սպիտակ կարկաս։ Որքան արժե նոր բնակարանի վերանորոգումը Երևանում 2026 թվականին և ինչպես պլանավորել գումարը։',
    ru: 'Без ремонта или белый каркас? Сколько стоит ремонт новой квартиры в Ереване в 2026 году и как спланировать деньги.',
    en: 'Unrepaired or white frame? What renovating a new flat costs per square metre in Yerevan in 2026, and how to plan the money.',
  },
  body: {
    hy: `Շատ նորակառույց բնակարաններ հանձնվում են առանց վերանորոգման՝ մերկ բետոն, երբեմն նույնիսկ առանց հատակի լցվածքի։ Մյուսները հանձնվում են սպիտակ կարկասով՝ սվաղված պատերով և հարթեցված հատակով։ Ամեն դեպքում բնակարանը պատրաստ չէ ապրելու համար, քանի դեռ չեք վերանորոգել այն, և դրա արժեքն արժանի է նույնքան ուշադիր պլանավորման, որքան կանխավճարը։

## Ինչ են նշանակում տերմինները

- Առանց վերանորոգման (նաև՝ սև կարկաս)․ պատերն ու առաստաղները՝ ինչպես կառուցվել են, առանց սվաղի, հաճախ առանց հատակի լցվածքի, երբեմն նաև առանց միջնապատերի։
- Սպիտակ կարկաս․ սվաղված պատեր, հատակի լցվածք, հաճախ տեղադրված պատուհաններ և մուտքի դուռ, երբեմն՝ անցկացված էլեկտրալարեր։
- Վերանորոգված․ պատրաստ է բնակվելու՝ հատակով, սալիկներով, դռներով և սանտեխնիկայով։

Ուշադիր կարդացեք պայմանագիրը․ նույն բառը տարբեր կառուցապատողների մոտ կարող է տարբեր բան նշանակել։

## Որքան արժե

Վերանորոգման հաշվիչը կիրառում է 2026 թվականի համար Երևանում մեկ քառակուսի մետրի կողմնորոշիչ արժեքներ․
- առանց վերանորոգման բնակարան՝ 140 000 դրամ/մ²
- մասնակի վերանորոգված՝ 90 000 դրամ/մ²
- կոսմետիկ վերանորոգման կարիք ունի՝ 55 000 դրամ/մ²
- վերանորոգված, մանր աշխատանքների կարիք ունի՝ 25 000 դրամ/մ²

60 մ² առանց վերանորոգման բնակարանի համար դա մոտ 8 400 000 դրամ է։ Սպիտակ կարկասի դեպքում սևագործ աշխատանքների մի մասն արդեն արված է, ուստի մասնակի վերանորոգվածի արժեքը՝ նույն բնակարանի համար մոտ 5 400 000 դրամ, լավ սկզբնական գնահատական է։ Իրական գները կախված են նյութերից, կապալառուից և սեզոնից, ուստի սրանք համարեք մեկնակետ։

## Ուր է գնում գումարը

- սևագործ աշխատանքներ՝ միջնապատեր, սվաղ, հատակի լցվածք, էլեկտրականություն և սանտեխնիկա
- հարդարում՝ սալիկներ, հատակածածկ, ներկ, առաստաղներ, դռներ
- լոգասենյակ և խոհանոց, որոնք սովորաբար մեկ մետրի հաշվով ամենաթանկն են
- ջեռուցում՝ կաթսա և ռադիատորներ կամ տաք հատակ, եթե կառուցապատողը դրանք չի տրամադրում

Ավելացրեք 10–15% անակնկալների համար։ Անակնկալներ միշտ լինում են։

## Ինչով վճարել

Լավագույն դեպքում վերանորոգումը կատարվում է կանխավճարի կողքին առանձնացված խնայողություններով։ Եթե ոչ, վերանորոգման հաշվիչը ցույց կտա, թե որքան վարկ է Ձեզ անհրաժեշտ՝ արժեքը՝ հանած Ձեր սեփական միջոցները։ Վերանորոգման համար բանկը տրամադրում է 500 000-ից 20 000 000 դրամ վարկ՝ 6-ից 120 ամիս ժամկետով։ Վերևի 60 մ² բնակարանի դեպքում 2 400 000 դրամ սեփական միջոցներով վարկավորման կարիք կունենա 6 000 000 դրամ։

Հիշեք 50%-ի կանոնը․ հիփոթեքի և վերանորոգման վարկի վճարները միասին չեն կարող գերազանցել զուտ ամսական եկամտի կեսը։ Նախքան կապալառուի հետ պայմանագիր կնքելը՝ երկու վճարները դրեք կողք կողքի։

## Պլանավորման խորհուրդներ

- Վերցրեք առնվազն երկու գրավոր նախահաշիվ՝ նյութերն առանձին նշված։
- Պայմանավորվեք փուլերի շուրջ և վճարեք յուրաքանչյուր փուլի համար, երբ այն ավարտված է։
- Սևագործ աշխատանքները կատարեք մեկ անգամ և որակով․ էլեկտրալարերն ու խողովակները վերափոխելը թանկ է։
- Ընտրեք մի քանի իսկապես լավ բան, իսկ մնացածը թողեք պարզ․ կահույքը կարող է գալ ավելի ուշ։
- Պատրաստ եղեք ևս մի քանի ամիս վարձ վճարելու․ վերանորոգումն ավելի հաճախ ուշանում է, քան շուտ ավարտվում։

Հանգիստ վերանորոգումը պլանավորված վերանորոգումն է։ Աղյուսակը սալիկներ ընտրելու պես հետաքրքիր չէ, բայց հենց դրա շնորհիվ են սալիկներն ի վերջո հայտնվում պատին։`,
    ru: `Многие квартиры в новостройках сдаются без ремонта: голый бетон, иногда даже без стяжки. Другие сдаются в белом каркасе, с оштукатуренными стенами и выровненным полом. В любом случае жить в квартире нельзя, пока её не отремонтируешь, и стоимость ремонта заслуживает такого же внимательного планирования, как первоначальный взнос.

## Что означают термины

- Без ремонта (его ещё называют чёрным каркасом): стены и потолки как после стройки, без штукатурки, часто без стяжки, иногда и без межкомнатных перегородок.
- Белый каркас: оштукатуренные стены, стяжка на полу, часто установлены окна и входная дверь, может быть разведена проводка.
- С ремонтом: можно въезжать — есть полы, плитка, двери и сантехника.

Внимательно читайте договор: одно и то же слово у разных застройщиков может означать разное.

## Сколько это стоит

Калькулятор ремонта использует ориентировочную стоимость квадратного метра в Ереване на 2026 год:
- квартира без ремонта: 140 000 драмов за м²;
- частично отремонтированная: 90 000 драмов за м²;
- нужен косметический ремонт: 55 000 драмов за м²;
- с ремонтом, нужны мелкие доработки: 25 000 драмов за м².

Для квартиры 60 м² без ремонта это около 8 400 000 драмов. В белом каркасе часть черновых работ уже сделана, поэтому цифра для частично отремонтированной квартиры, около 5 400 000 драмов за ту же площадь, — неплохая первая оценка. Реальные цены зависят от материалов, подрядчика и сезона, так что считайте это отправной точкой.

## Куда уходят деньги

- черновые работы: перегородки, штукатурка, стяжка, электрика и сантехника;
- отделка: плитка, напольное покрытие, краска, потолки, двери;
- ванная и кухня, обычно самые дорогие помещения в пересчёте на метр;
- отопление: котёл и радиаторы или тёплый пол, если застройщик их не ставит.

Добавьте 10–15% на непредвиденное. Непредвиденное бывает всегда.

## Чем платить

В идеале ремонт оплачивается из сбережений, отложенных рядом с первоначальным взносом. Если нет, калькулятор ремонта покажет, какой кредит понадобится: стоимость за вычетом собственных средств. На ремонт банк выдаёт от 500 000 до 20 000 000 драмов на срок от 6 до 120 месяцев. Для квартиры 60 м² из примера выше при 2 400 000 драмов своих денег останется занять 6 000 000 драмов.

Помните о правиле 50%: платежи по ипотеке и кредиту на ремонт вместе не могут превышать половины чистого ежемесячного дохода. Положите оба платежа рядом, прежде чем подписывать договор с подрядчиком.

## Советы по планированию

- Возьмите не меньше двух письменных смет, где материалы указаны отдельно.
- Договоритесь об этапах и платите за каждый этап, когда он закончен.
- Черновые работы делайте один раз и хорошо: переделывать проводку и трубы дорого.
- Выберите несколько по-настоящему хороших вещей, а остальное оставьте простым; мебель подождёт.
- Будьте готовы платить аренду ещё несколько месяцев: ремонт чаще затягивается, чем заканчивается раньше.

Спокойный ремонт — это спланированный ремонт. Таблица не так увлекательна, как выбор плитки, но именно благодаря ей плитка в итоге оказывается на стене.`,
    en: `Many new flats are handed over unrepaired: bare concrete, sometimes without even a screed on the floor. Others come as a white frame, with plastered walls and a levelled floor. Either way, the flat is not ready to live in until you renovate, and the cost deserves as much planning as the down payment.

## What the terms mean

- Unrepaired (also called a black frame): walls and ceilings as built, no plaster, often no screed, sometimes no internal partitions.
- White frame: plastered walls and screeded floors, often with the windows and the front door in place; the wiring may be laid.
- Finished: ready to move into, with floors, tiles, doors and sanitary ware.

Read the contract carefully: the same word can mean different things to different developers.

## How much it costs

The renovation calculator uses indicative costs per square metre in Yerevan for 2026:
- a home without renovation: AMD 140,000 per m²;
- partly renovated: AMD 90,000 per m²;
- needs a cosmetic refresh: AMD 55,000 per m²;
- renovated, needs touch-ups: AMD 25,000 per m².

For an unrepaired 60 m² flat, that is about AMD 8,400,000. A white frame has some of the rough work behind it, so the partly renovated figure, about AMD 5,400,000 for the same flat, is a fair first guess. Real quotes depend on the materials, the contractor and the season, so treat these as a starting point.

## Where the money goes

- rough work: partitions, plaster, screed, electrics and plumbing;
- finishing: tiles, flooring, paint, ceilings, doors;
- the bathroom and the kitchen, usually the most expensive rooms per metre;
- heating: a boiler and radiators or underfloor heating, if the developer does not provide them.

Add 10-15% for surprises. There are always surprises.

## Paying for it

Ideally the renovation is paid from savings set aside next to the down payment. If not, the renovation calculator shows the loan you would need: the cost less your own money. The bank lends AMD 500,000 to 20,000,000 for a renovation, for 6 to 120 months. For the 60 m² flat above, AMD 2,400,000 of your own money leaves AMD 6,000,000 to borrow.

Remember the 50% rule: your mortgage and a renovation loan together may take at most half of your net monthly income. Put both payments side by side before you sign with a contractor.

## Planning tips

- Get at least two written quotes, with the materials listed separately.
- Agree on stages, and pay for each stage when it is done.
- Do the rough work once and properly: wiring and pipes are expensive to redo.
- Choose a few really good things and keep the rest simple; the furniture can come later.
- Be ready to pay rent for a few more months: renovations run late more often than early.

A calm renovation is a planned one. A spreadsheet is less fun than choosing tiles, but it is the reason the tiles end up on the wall.`,
  },
};

const rentingBeforeBuying: BlogArticleSeed = {
  slug: 'renting-before-buying',
  tags: ['renting', 'family-budget'],
  publishedOn: '2026-09-03',
  readingMinutes: 3,
  cover: { motif: 'keys', seed: 1212 },
  title: {
    hy: 'Վարձով ապրել՝ նախքան գնելը․ ինչպես օգտագործել այդ տարիները',
    ru: 'Аренда перед покупкой: как извлечь из неё пользу',
    en: 'Renting before buying: how to make the most of it',
  },
  description: {
    hy: 'Վարձը կորած գումար չէ, եթե օգնում է խնայել, ճանաչել թաղամասը և ճիշտ ժամանակին տեղափոխվել։ Ինչպես օգտագործել այդ տարիները սեփական տան ճանապարհին։',
    ru: 'Аренда — не потерянные деньги, если помогает копить, узнать район и выбрать время переезда. Как использовать эти годы на пути к своему дому.',
    en: 'Renting is not lost money if it helps you save, get to know a district and time your move. How to use those years on the way to a home of your own.',
  },
  body: {
    hy: `Երևանում շատերը մի քանի տարի վարձով են ապրում, նախքան սեփական բնակարան գնելը։ Վարձը կարող է թվալ քամուն տրված գումար, բայց ճիշտ օգտագործելու դեպքում այդ տարիները մեծ աշխատանք են կատարում Ձեր ապագա գնման համար։

## Համեմատեք վարձը ամսական վճարի հետ

Կատալոգում յուրաքանչյուր գնի կողքին տեսնում եք մոտավոր ամսական վճարը․ այն հաշվարկված է տարեկան 12% տոկոսադրույքով, 360 ամիս ժամկետով և 10% կանխավճարով։ Դրեք այն Ձեր վարձի կողքին։ Եթե դրանք մոտ են, հարցն այլևս այն չէ, թե կարող եք արդյոք ամսական վճար կատարել, այլ այն, թե ունեք արդյոք կանխավճարը և տեղափոխվելու ծախսերի գումարը։

Հիշեք, որ սեփականությունը բերում է ծախսեր, որոնք վարձակալը չունի՝ շենքի սպասարկում, նորոգումներ, ապահովագրություն, իսկ երբեմն էլ վերանորոգում՝ նախքան տեղափոխվելը։

## Խնայեք տարբերությունը

Եթե Ձեր վարձն ավելի ցածր է, քան սպասվող ամսական վճարը, ամեն ամիս խնայեք տարբերությունը։ Դա կուտակում է կանխավճարը և, ինչը նույնքան կարևոր է, ապացուցում է, որ վճարը տեղավորվում է Ձեր բյուջեում։ Մեկ տարի ամսական 100 000 դրամ խնայելուց հետո կունենաք 1 200 000 դրամ և լավ սովորություն։

## Փորձարկեք թաղամասը

Վարձակալությունը թաղամասը փորձարկելու ամենաէժան միջոցն է՝ առավոտյան ճանապարհը մինչև աշխատանք, դպրոցը, ուրբաթ երեկոյան աղմուկը, ավտոբուսը, որը երբեք չի գալիս։ Եթե հասկանաք, որ ուզում եք մնալ, բնակարան փնտրեք մոտակայքում, իսկ եթե ոչ՝ դա իմացել եք առանց գնելու։

## Ճիշտ ընտրեք տեղափոխության պահը

- Նորակառույցում կարող է ամիսներ պահանջվել, մինչև կարողանաք տեղափոխվել՝ նախ շենքի ավարտը, հետո վերանորոգումը։ Վարձակալության պայմանագիրը պահեք, մինչև բանալիները ստանաք և վերանորոգումն ավարտվի։
- Երկրորդային շուկայի բնակարանով կարող է ավելի արագ ստացվել․ առցանց հիփոթեքի դեպքում Երևանի երկրորդային շուկայի բնակարանի գործարքն ավարտվում է մասնաճյուղում՝ հաստատումից հետո 30 օրվա ընթացքում։
- Վարձակալության պայմանագրում ստուգեք նախազգուշացման ժամկետը և վաղօրոք պայմանավորվեք տանտիրոջ հետ։ Խաղաղ պայմանավորվածությամբ հեռանալը կօգնի հետ ստանալ Ձեր երաշխիքային գումարը։

## Կարգի բերեք Ձեր վարկերը

Բոլոր վարկերի ամսական վճարները միասին չեն կարող գերազանցել զուտ ամսական եկամտի 50%-ը։ Վարձակալության տարիներն օգտագործեք փոքր վարկերն ու վարկային քարտերի պարտքերը փակելու համար։ Որքան քիչ վճարներ ունեք, այնքան ավելի մեծ վարկ կարող է Ձեզ տրամադրել բանկը։

## Վարձ և վարկ միաժամանակ

Ամենադժվար ամիսներն այն են, երբ վճարում եք և՛ վարձը, և՛ հիփոթեքի առաջին վճարները։ Այդ ժամանակահատվածի համար մի կողմ դրեք երեք-չորս ամսվա վարձ։ Եվ ընտրեք Ձեզ հարմար մարման օր՝ ամսվա 1-ից 20-ը ցանկացած օր։

## Երբ է ժամանակը

Երբ ունեք կանխավճարը, մի քանի ամսվա վճարների պահուստ և բնակարան, որտեղ սիրով կապրեք տարիներ շարունակ, ժամանակն է։ Մնացածը ցույց կտա «Որքա՞ն վարկ կարող եմ ստանալ» հաշվիչը։`,
    ru: `Многие в Ереване несколько лет снимают жильё, прежде чем купить своё. Аренда может казаться деньгами на ветер, но если подойти к ней с умом, эти годы проделают большую часть работы для будущей покупки.

## Сравните аренду с платежом

Рядом с каждой ценой в каталоге указан ориентировочный ежемесячный платёж: он рассчитан при ставке 12% годовых, сроке 360 месяцев и взносе 10%. Положите его рядом со своей арендой. Если суммы близки, вопрос уже не в том, потянете ли вы ежемесячный платёж, а в том, есть ли у вас первоначальный взнос и деньги на переезд.

Помните, что у владельца есть расходы, которых нет у арендатора: обслуживание дома, мелкий ремонт, страхование, а иногда и ремонт перед въездом.

## Откладывайте разницу

Если аренда ниже ожидаемого платежа, каждый месяц откладывайте разницу. Так копится взнос и, что не менее важно, вы на деле убеждаетесь, что платёж укладывается в бюджет. Через год по 100 000 драмов в месяц у вас будет 1 200 000 драмов и хорошая привычка.

## Примерьте район

Аренда — самый дешёвый способ проверить район: утренняя дорога на работу, школа, шум в пятницу вечером, автобус, который никогда не приходит. Если поймёте, что хотите остаться, ищите жильё поблизости; если нет, вы узнали это, ничего не купив.

## Выберите момент переезда

- В новостройку переезжают не сразу: сначала дом достраивают, потом идёт ремонт. Не расторгайте аренду, пока не получите ключи и не закончите ремонт.
- С квартирой на вторичном рынке бывает быстрее: при онлайн-ипотеке сделка по квартире на вторичном рынке в Ереване завершается в отделении в течение 30 дней после одобрения.
- Проверьте в договоре аренды срок предупреждения и договоритесь с хозяином заранее. Мирный выезд сохранит ваш залог.

## Наведите порядок в кредитах

Все платежи по кредитам вместе не могут превышать 50% чистого ежемесячного дохода. Используйте годы аренды, чтобы закрыть мелкие кредиты и долги по картам. Чем меньше у вас платежей, тем больше банк может дать на жильё.

## Аренда и кредит одновременно

Самые трудные месяцы — те, когда вы платите и аренду, и первые платежи по ипотеке. Отложите на этот период аренду за три-четыре месяца. И выберите удобную дату платежа: любой день с 1-го по 20-е число.

## Когда пора

Когда есть первоначальный взнос, запас на несколько месяцев платежей и квартира, в которой вы с радостью проживёте много лет, — пора. Остальное подскажет калькулятор «Сколько я могу взять в кредит».`,
    en: `Many people in Yerevan rent for a few years before they buy. Rent can feel like money thrown away, but used well, those years do a lot of the work for your future purchase.

## Compare rent with a payment

Beside every price in the catalogue you see an indicative monthly payment: it assumes 12% a year, 360 months and a 10% down payment. Put it next to your rent. If the two are close, the question is no longer whether you can afford a monthly payment, but whether you have the down payment and the money to move in.

Remember that owning brings costs that renting does not: the building's upkeep, repairs, insurance, and sometimes a renovation before you can move in.

## Save the difference

If your rent is lower than the payment you expect, save the difference every month. It builds the down payment and, just as importantly, proves to you that the payment fits your budget. After a year of saving AMD 100,000 a month you have AMD 1,200,000 and a good habit.

## Try the district

Renting is the cheapest way to test a neighbourhood: the morning commute, the school, the noise on a Friday night, the bus that never comes. If you find you want to stay, look for homes nearby; if not, you have learned it without buying.

## Time the move

- A new flat may take months before you can move in: first the building is finished, then comes the renovation. Keep your lease until you have the keys and the renovation is done.
- A resale flat can be faster: with the online mortgage, the deal for a resale flat in Yerevan is finished at a branch within 30 days of approval.
- Check your lease for the notice period, and talk to the landlord early. A friendly exit keeps your deposit.

## Tidy up your loans

All loan payments together may take at most 50% of your net monthly income. Use the renting years to close small loans and credit card balances. The fewer payments you carry, the more the bank can lend you for the home.

## Rent and a loan at once

The hardest months are the ones when you pay both the rent and the first mortgage payments. Put three or four months of rent aside for that overlap. And choose a payment date that suits you: any day from the 1st to the 20th.

## When to stop renting

When you have the down payment, a cushion of a few months of payments and a home you would be happy to live in for years, it is time. The "How much can I borrow" calculator will tell you the rest.`,
  },
};

const furnishingYourFirstHome: BlogArticleSeed = {
  slug: 'furnishing-your-first-home',
  tags: ['renovation', 'buying-a-home'],
  sponsor: 'Tuff & Oak Home',
  publishedOn: '2026-10-01',
  readingMinutes: 3,
  cover: { motif: 'house', seed: 1313 },
  title: {
    hy: 'Ինչպես կահավորել առաջին բնակարանը՝ առանց ավելորդ ծախսերի',
    ru: 'Как обставить первую квартиру и не переплатить',
    en: 'Furnishing your first home without overspending',
  },
  description: {
    hy: 'Tuff & Oak Home-ի դիզայներները պատմում են, թե ինչպես կահավորել առաջին բնակարանը փուլերով՝ ինչ գնել նախ, ինչպես չափել և որտեղ արժե ավելի շատ ծախսել։',
    ru: 'Дизайнеры Tuff & Oak Home рассказывают, как обставлять первую квартиру поэтапно: что купить сначала, как всё измерить и на чём не стоит экономить.',
    en: 'The designers of Tuff & Oak Home share how to furnish a first home in stages: what to buy first, how to measure, and where it is worth spending more.',
  },
  body: {
    hy: `Այս հոդվածը պատրաստել է մեր գործընկերը՝ Tuff & Oak Home կահույքի խանութը։ Խորհուրդները նրանցն են։

Բանալիները Ձեր ձեռքում են, պատերը ներկված են, և դատարկ սենյակներում ձայնն արձագանքում է։ Գայթակղիչ է դրանք լցնել մեկ հանգստյան օրում։ Երևանում նոր տանտերերին տարիներ շարունակ օգնելուց հետո մենք խորհուրդ ենք տալիս հակառակը․ կահավորեք փուլերով՝ սկսելով այն բանից, ինչ օգտագործում եք ամեն օր։

## Առաջին ամիսը՝ ամենաանհրաժեշտը

- Լավ մահճակալ և ներքնակ։ Ձեր կյանքի մեկ երրորդն անցնում է դրա վրա, և սա խնայելու տեղ չէ։
- Աշխատող խոհանոց՝ սեղան, աթոռներ, ամանեղենի և մթերքի պահարաններ։
- Զգեստապահարաններ կամ գոնե կախիչ, որպեսզի չապրեք արկղերի միջից։
- Վարագույրներ կամ շերտավարագույրներ ննջասենյակի համար․ ամռանն արևը վաղ է ծագում։
- Լավ լուսավորություն․ յուրաքանչյուր սենյակում մեկ առաստաղի ջահը հազվադեպ է բավարարում։

Մնացած ամեն ինչը կարող է մի քանի շաբաթ սպասել, մինչ հասկանում եք, թե ինչպես եք օգտագործում տարածքը։

## Չափեք՝ նախքան սիրահարվելը

Չափեք սենյակները, ինչպես նաև դռները, վերելակը և աստիճանավանդակը։ Պարզ էսքիզի վրա նշեք վարդակները, ռադիատորները և պատուհանները և այն պահեք հեռախոսում, երբ գալիս եք խանութ։ Հին շենքերից շատերում աստիճանները նեղ են, վերելակները՝ փոքր, իսկ դռնից չանցնող բազմոցը տխուր բազմոց է։

## Որտեղ ծախսել, որտեղ խնայել

Ավելի շատ ծախսեք․
- մահճակալի, բազմոցի և այն աթոռների վրա, որոնց վրա նստում եք ամեն օր
- խոհանոցի ճակատների և սեղանածածկի վրա, որոնք ամենաշատն են մաշվում
- պահարանների վրա, որոնք պատրաստված են հենց սենյակի չափերով

Խնայեք․
- դեկորի, բարձերի և գորգերի վրա․ դրանք հեշտ է փոխել հետո
- հյուրասենյակի վրա, որը հյուրերն օգտագործում են տարին երկու անգամ
- նորաձևության վրա․ բնական նյութերը, հանգիստ գույները և պարզ ձևերն ավելի լավ են ծերանում

## Բյուջեն պլանավորեք մնացածի հետ միասին

Կահույքը երկար ցուցակի վերջում է՝ կանխավճարից, գործարքի ծախսերից, գուցե վերանորոգումից և տեղափոխությունից հետո։ Կահույքի բյուջեն որոշեք նախապես և դրա մի մասը պահեք այն իրերի համար, որոնց կարիքը կզգաք միայն բնակարանում մեկ ամիս ապրելուց հետո։

## Փոքր բնակարան, մեծ գաղափարներ

- Ընտրեք ոտքերով կահույք․ տեսանելի հատակը սենյակն ավելի մեծ է ցույց տալիս։
- Օգտագործեք բարձրությունը՝ մինչև առաստաղ հասնող պահարաններ և դարակներ։
- Ծալովի կամ երկարացվող սեղանն անկյունը վերածում է հյուրերի ճաշասենյակի։
- Բաց գույներ՝ մեծ իրերի համար, վառ գույներ՝ փոքրերի։

## Դարձրեք այն Ձերը

Լավագույն տները մեկ օրում չեն կահավորվում։ Դրանք աճում են իրենց բնակիչների հետ՝ տատիկի աթոռը, ճամփորդությունից բերված գորգը, միասին ընտրված սեղանը։ Սկսեք հարմարավետությունից, բնավորություն ավելացրեք դանդաղ և վայելեք առաջին տունը, որը կարող եք կահավորել ճիշտ այնպես, ինչպես ուզում եք։`,
    ru: `Эту статью подготовил наш партнёр — мебельный магазин Tuff & Oak Home. Советы принадлежат ему.

Ключи у вас в руках, стены покрашены, а в комнатах гуляет эхо. Так и хочется заполнить их все за одни выходные. После многих лет работы с новосёлами в Ереване мы советуем обратное: обставляйте квартиру поэтапно, начиная с того, чем пользуетесь каждый день.

## Первый месяц: самое нужное

- Хорошая кровать и матрас. На них проходит треть жизни, и здесь не место для экономии.
- Работающая кухня: стол, стулья, место для посуды и продуктов.
- Шкафы или хотя бы напольная вешалка, чтобы не жить на коробках.
- Шторы или жалюзи в спальню: летом солнце встаёт рано.
- Хороший свет: одной люстры на комнату почти всегда мало.

Всё остальное может подождать несколько недель, пока вы поймёте, как живёте в этом пространстве.

## Измерьте, прежде чем влюбиться

Измерьте комнаты, а ещё двери, лифт и лестничную клетку. Отметьте на простом эскизе розетки, радиаторы и окна и возьмите его с собой в магазин в телефоне. Во многих старых домах узкие лестницы и маленькие лифты, а диван, который не прошёл в дверь, — грустный диван.

## На чём тратиться, на чём экономить

Тратьтесь на:
- кровать, диван и стулья, на которых сидите каждый день;
- фасады и столешницу кухни, которые изнашиваются сильнее всего;
- шкафы, сделанные точно по размеру комнаты.

Экономьте на:
- декоре, подушках и коврах: их легко поменять потом;
- гостевой комнате, которой гости пользуются дважды в год;
- модных решениях. Натуральные материалы, спокойные цвета и простые формы стареют лучше.

## Планируйте бюджет вместе с остальным

Мебель стоит в конце длинного списка: после первоначального взноса, расходов на сделку, возможно, ремонта и переезда. Определите бюджет на мебель заранее и оставьте его часть на вещи, нужду в которых вы обнаружите, только прожив в квартире месяц.

## Маленькая квартира, большие идеи

- Выбирайте мебель на ножках: когда виден пол, комната кажется больше.
- Используйте высоту: шкафы и полки до потолка.
- Складной или раздвижной стол превращает угол в столовую для гостей.
- Светлые цвета — для крупных предметов, яркие — для мелких.

## Сделайте дом своим

Лучшие дома не обставляют за один день. Они растут вместе с теми, кто в них живёт: бабушкин стул, ковёр из поездки, стол, выбранный вдвоём. Начните с удобства, добавляйте характер постепенно и радуйтесь первому дому, который можно устроить ровно так, как хочется вам.`,
    en: `This article was prepared by our partner, the furniture store Tuff & Oak Home. The advice is theirs.

The keys are in your hand, the walls are painted and the rooms echo. It is tempting to fill them all in one weekend. After years of helping new owners in Yerevan, we suggest the opposite: furnish in stages, starting with what you use every day.

## The first month: the essentials

- A good bed and mattress. You spend a third of your life on them, and this is not the place to save.
- A kitchen that works: a table, chairs, and storage for dishes and food.
- Wardrobes, or at least a clothes rail, so you are not living out of boxes.
- Curtains or blinds for the bedroom: the summer sun rises early.
- Good lighting: one ceiling lamp per room is rarely enough.

Everything else can wait a few weeks while you learn how you use the space.

## Measure before you fall in love

Measure the rooms, and also the doors, the lift and the stairwell. Mark the sockets, radiators and windows on a simple sketch, and keep it on your phone when you come to the store. Many older buildings have narrow stairs and small lifts, and a sofa that does not fit through the door is a sad sofa.

## Where to spend, where to save

Spend more on:
- the bed, the sofa and the chairs you sit on every day;
- kitchen fronts and worktops, which get the hardest wear;
- storage built to the size of the room.

Save on:
- decor, cushions and rugs: they are easy to change later;
- the guest room, which guests use twice a year;
- trends. Natural materials, calm colours and simple shapes age better.

## Plan the budget with everything else

Furniture comes at the end of a long list: after the down payment, the costs of the deal, perhaps a renovation and the move. Set a furniture budget in advance, and keep part of it back for the things you only discover you need after a month of living in the flat.

## Small flats, big ideas

- Choose furniture on legs: a visible floor makes a room feel bigger.
- Use the height: wardrobes and shelves up to the ceiling.
- A folding or extending table turns a corner into a dining room for guests.
- Light colours for large pieces, strong colours for small ones.

## Make it yours

The best homes are not furnished in a day. They grow with the people who live in them: a chair from your grandmother, a rug from a trip, a table you chose together. Start with comfort, add character slowly, and enjoy the first home you can arrange exactly as you like.`,
  },
};

const choosingAFloorAndOrientation: BlogArticleSeed = {
  slug: 'choosing-a-floor-and-orientation',
  tags: ['new-buildings', 'buying-a-home'],
  sponsor: 'Hrazdan Stone Development',
  publishedOn: '2026-11-12',
  readingMinutes: 3,
  cover: { motif: 'city', seed: 1414 },
  title: {
    hy: 'Որ հարկը և որ կողմը․ ինչպես ընտրել բնակարան նորակառույցում',
    ru: 'Какой этаж и какая сторона: как выбрать квартиру в новостройке',
    en: 'Which floor and which side: choosing a flat in a new building',
  },
  description: {
    hy: 'Hrazdan Stone Development-ը պատմում է, թե ինչպես են հարկը և շենքի կողմը ազդում Երևանի բնակարանի լույսի, ջերմության, աղմուկի և տեսարանի վրա։',
    ru: 'Hrazdan Stone Development рассказывает, как этаж и сторона дома влияют на свет, тепло, шум и вид из окна квартиры в Ереване.',
    en: 'Hrazdan Stone Development explains how the floor and the side of the building change the light, heat, noise and view of a flat in Yerevan.',
  },
  body: {
    hy: `Այս հոդվածը պատրաստել է մեր գործընկերը՝ Hrazdan Stone Development կառուցապատողը։ Խորհուրդները նրանցն են։

Երբ գնորդները գալիս են մեր վաճառքի գրասենյակ, առաջին հարցերը գնի և մակերեսի մասին են։ Հարկը և շենքի կողմը քննարկվում են ավելի ուշ, թեև հենց դրանք են տասնամյակներ շարունակ ձևավորում բնակարանի առօրյան։ Ահա թե ինչ ենք սովորել Երևանում տներ կառուցելով։

## Հարկը

Ցածր հարկեր (1–3)․
- հեշտ է հասնել, նույնիսկ երբ վերելակը զբաղված է կամ չի աշխատում
- հարմար է մանկասայլակով ընտանիքների և տարեց հարազատների համար
- բայց ավելի շատ են փողոցի աղմուկն ու փոշին, ավելի քիչ է լույսը, և պատուհանների մոտով ավելի շատ մարդիկ են անցնում

Միջին հարկեր (4–9)․
- հավասարակշռություն, որը փնտրում են գնորդների մեծ մասը՝ լավ լույս, ավելի քիչ աղմուկ և միաժամանակ հարմար առօրյայի համար
- հաճախ ամենապահանջվածն են, ուստի առաջինն են վաճառվում

Վերին հարկեր․
- ավելի շատ լույս, ավելի քիչ աղմուկ և, պարզ օրերին, տեսարան
- բայց վերջին հարկը տանիքի տակ է․ հարցրեք դրա ջերմամեկուսացման և ջրամեկուսացման մասին
- կախված են վերելակից․ հարցրեք, թե քանի վերելակ կա, և ով է դրանք սպասարկում

Գները հաճախ տարբերվում են ըստ հարկի, ուստի նախքան որոշելը՝ համեմատեք նույն հատակագիծը տարբեր հարկերում։

## Կողմը

Երևանում ամառները շոգ ու չոր են, ձմեռները՝ ցուրտ ու արևոտ, ուստի բնակարանի կողմնորոշումն ավելի կարևոր է, քան շատերն են կարծում։

- Հարավ․ ձմռանը ամենաշատ լույսը, տաք սենյակներ և ջեռուցման ավելի ցածր ծախս։ Ամռանն արևը բարձր է, և պատշգամբը կամ հովանոցը լավ ստվեր են տալիս պատուհաններին։
- Արևելք․ պայծառ, մեղմ առավոտներ և ավելի զով կեսօրից հետո։ Լավ կողմ է ննջասենյակների համար։
- Արևմուտք․ հուլիսի և օգոստոսի կեսօրից հետո շոգ արևն ուղիղ ընկնում է սենյակներ։ Նախատեսեք շերտավարագույրներ և, հաճախ, օդորակիչ։
- Հյուսիս․ հավասար, մեղմ լույս, ամռանը՝ զով, ձմռանը՝ ավելի մութ և ցուրտ։ Հարմար է աշխատասենյակի կամ արվեստանոցի համար։

## Տեսարանը

Երևանի մեծ մասից Արարատը երևում է հարավում։ Բնակարանը, որտեղից այն երևում է, ուրախություն է ամեն պարզ առավոտ, բայց տեսարանը կարող է անհետանալ, եթե դիմացը ավելի բարձր շենք կառուցվի։ Հարցրեք, թե ինչ է նախատեսված հարևան հողամասերում։

## Ինչ հարցնել կառուցապատողին

- Ո՞ր կողմ են նայում հյուրասենյակը և ննջասենյակները։
- Ի՞նչ է կառուցված կամ նախատեսված պատուհանների դիմաց։
- Ինչպե՞ս են մեկուսացված վերջին հարկը և տանիքը։
- Քանի՞ վերելակ կա, և ի՞նչ է լինում սպասարկման ժամանակ։
- Որտե՞ղ են ավտոկայանատեղիի մուտքը, աղբահանության կետը և խաղահրապարակը։

## Տեսեք Ձեր աչքերով

Այցելեք օրվա այն ժամին, երբ սովորաբար տանն եք լինելու՝ առավոտյան, եթե վաղ եք արթնանում, երեկոյան, եթե ուշ եք աշխատում։ Հինգ րոպե կանգնեք պատուհանի մոտ և լսեք։ Ոչ մի հատակագիծ կամ վիզուալիզացիա այդքան բան չի ասի։

Մեր խորհուրդը պարզ է․ հարկն ընտրեք Ձեր ընտանիքի սովորություններով, կողմը՝ կլիմայով, և բնակարանը տարիներ շարունակ հարազատ կլինի։`,
    ru: `Эту статью подготовил наш партнёр — застройщик Hrazdan Stone Development. Советы принадлежат ему.

Когда покупатели приходят в наш офис продаж, первые вопросы — о цене и площади. Этаж и сторона дома обсуждаются позже, хотя именно они десятилетиями определяют повседневную жизнь в квартире. Вот что мы поняли, строя дома в Ереване.

## Этаж

Нижние этажи (1–3):
- быстро добраться, даже когда лифт занят или не работает;
- удобно семьям с колясками и пожилым родственникам;
- но больше уличного шума и пыли, меньше света, и мимо окон ходит больше людей.

Средние этажи (4–9):
- баланс, которого ищет большинство: хороший свет, меньше шума и по-прежнему практично;
- часто самые востребованные, поэтому продаются первыми.

Верхние этажи:
- больше света, меньше шума и, в ясный день, вид;
- но последний этаж находится под крышей: спросите о её утеплении и гидроизоляции;
- зависят от лифта: узнайте, сколько их и кто их обслуживает.

Цены часто различаются в зависимости от этажа, поэтому сравните одну и ту же планировку на разных уровнях, прежде чем решать.

## Сторона

В Ереване жаркое сухое лето и холодная солнечная зима, поэтому ориентация квартиры важнее, чем думают многие покупатели.

- Юг: больше всего света зимой, тёплые комнаты и меньшие счета за отопление. Летом солнце стоит высоко, и балкон или навес хорошо затеняют окна.
- Восток: яркие мягкие утра и более прохладные вторые половины дня. Хорошая сторона для спален.
- Запад: жаркое послеобеденное солнце июля и августа бьёт прямо в комнаты. Предусмотрите жалюзи и, скорее всего, кондиционер.
- Север: ровный мягкий свет, прохлада летом, но темнее и холоднее зимой. Подходит для кабинета или мастерской.

## Вид

Из большей части Еревана Арарат виден на юге. Квартира с видом на него радует каждое ясное утро, но вид может исчезнуть, если напротив построят дом повыше. Спросите, что запланировано на соседних участках.

## Что спросить у застройщика

- Куда выходят окна гостиной и спален?
- Что построено или запланировано перед окнами?
- Как утеплены последний этаж и крыша?
- Сколько лифтов и что происходит во время их обслуживания?
- Где въезд на парковку, мусорная площадка и детская площадка?

## Посмотрите сами

Приезжайте в то время суток, когда вы обычно дома: утром, если встаёте рано, вечером, если работаете допоздна. Постойте пять минут у окна и послушайте. Ни один план и ни одна визуализация не расскажут столько же.

Наш совет прост: выбирайте этаж под привычки своей семьи, а сторону — под климат, и квартира будет радовать долгие годы.`,
    en: `This article was prepared by our partner, the developer Hrazdan Stone Development. The advice is theirs.

When buyers come to our sales office, the first questions are about the price and the area. The floor and the side of the building come later, yet they shape everyday life in a flat for decades. Here is what we have learned from building homes in Yerevan.

## The floor

Lower floors (1-3):
- quick to reach, even when the lift is busy or out of service;
- convenient for families with prams and for older relatives;
- but more street noise and dust, less light, and more people passing the windows.

Middle floors (4-9):
- the balance most buyers look for: good light, less noise, and still practical;
- often the most sought after, so they sell first.

Upper floors:
- more light, less noise and, on a clear day, the view;
- but the top floor lies under the roof: ask about its insulation and waterproofing;
- they depend on the lift, so ask how many there are and who maintains them.

Prices often differ by floor, so compare the same layout on different levels before you decide.

## The side

Yerevan has hot, dry summers and cold, sunny winters, so the orientation of a flat matters more than many buyers expect.

- South: the most light in winter, warm rooms and lower heating bills. In summer the sun is high, and a balcony or an awning shades the windows well.
- East: bright, gentle mornings and cooler afternoons. A good side for bedrooms.
- West: the hot afternoon sun of July and August falls straight into the rooms. Plan for blinds and, often, an air conditioner.
- North: even, soft light, cool in summer, darker and colder in winter. Good for a study or a workshop.

## The view

From much of Yerevan, Ararat rises to the south. A flat that sees it is a joy every clear morning, but a view can disappear if a taller building goes up across the street. Ask what is planned on the neighbouring plots.

## What to ask the developer

- Which way do the living room and the bedrooms face?
- What is built or planned in front of the windows?
- How are the top floor and the roof insulated?
- How many lifts are there, and what happens during maintenance?
- Where are the car park entrance, the bins and the playground?

## See it yourself

Visit at the time of day you will usually be at home: in the morning if you are an early riser, in the evening if you work late. Stand at the window for five minutes and listen. No plan or rendering tells you as much.

Our advice is simple: choose the floor for your family's habits and the side for the climate, and the flat will feel right for years.`,
  },
};

/** The articles, newest first, as the blog lists them. */
export const blogArticlesSeed: BlogArticleSeed[] = [
  choosingAFloorAndOrientation,
  furnishingYourFirstHome,
  rentingBeforeBuying,
  renovationBudget,
  earlyRepayment,
  annuityOrDifferentiated,
  buyingWithACoApplicant,
  checkingAResaleFlatsDocuments,
  readingADevelopersProject,
  incomeTaxRefund,
  savingForADownPayment,
  newBuildOrResale,
  firstHomeChecklist,
  howTheOnlineMortgageWorks,
];
