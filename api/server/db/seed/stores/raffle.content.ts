import type { Localized } from '../content/content-types';

/** The demo raffle's texts (issue 20): the period and the draw's time are set when it is loaded. */
export const housewarmingRaffle: { slug: string; title: Localized; summary: Localized; rules: Localized; prizes: Localized[] } = {
  slug: 'housewarming',
  title: {
    hy: "Տնամուտի խաղարկություն",
    ru: "Розыгрыш к новоселью",
    en: "The housewarming raffle",
  },
  summary: {
    hy: "Օգտագործեք պրոմոկոդ գործընկեր խանութում կամ ստացեք հիփոթեքային վարկ խաղարկության ընթացքում․ յուրաքանչյուրը մեկ մասնակցություն է։ Վիճակահանությունը կարող է ստուգել յուրաքանչյուր ոք։",
    ru: "Используйте промокод в магазине-партнёре или получите ипотечный кредит в период розыгрыша: каждое такое действие — одна заявка. Проверить жеребьёвку может любой.",
    en: "Use a promo code at a partner store, or have a mortgage paid out, while the raffle runs: each is one entry. Anyone can check the draw.",
  },
  rules: {
    hy: "## Ով է մասնակցում\n\nՄասնակցում է Tun-ում հաշիվ ունեցող յուրաքանչյուր չափահաս անձ։ Առանձին գրանցվել պետք չէ։\n\n## Ինչպես է ստացվում մասնակցությունը\n\n- Խաղարկության ընթացքում գործընկեր խանութում օգտագործված յուրաքանչյուր պրոմոկոդ մեկ մասնակցություն է։\n- Խաղարկության ընթացքում տրամադրված յուրաքանչյուր հիփոթեքային վարկ մեկ մասնակցություն է վարկի հիմնական դիմորդի համար։\n\nՄասնակցությունները համարակալվում են ըստ հերթականության և հրապարակվում են այս էջում՝ մասնակցի անունով և ազգանվան առաջին տառով։\n\n## Ինչպես է անցկացվում վիճակահանությունը\n\nԽաղարկության սկզբից այս էջում հրապարակված է գաղտնի թվի (seed) SHA-256 հեշը։ Վիճակահանությունից հետո հրապարակվում է թիվը ինքնին․ ցանկացած ոք կարող է ստուգել, որ դրա հեշը համընկնում է նախապես հրապարակվածին։\n\nՀաղթողներն ընտրվում են հերթով․ r-րդ մրցանակի համար հաշվվում է «seed:r» տեքստի SHA-256-ը՝ որպես 256-բիթանոց թիվ, և դրա՝ դեռ չընտրված մասնակցությունների քանակի վրա բաժանման մնացորդը ցույց է տալիս հաղթողի տեղը նրանց ցուցակում։\n\n## Մրցանակները\n\nՀաղթողներին բանկը տեղեկացնում է էլ․ փոստով և զանգահարում է երեք աշխատանքային օրվա ընթացքում։ Մրցանակը կանխիկով չի փոխարինվում։",
    ru: "## Кто участвует\n\nУчаствует любой совершеннолетний с учётной записью в Tun. Отдельно регистрироваться не нужно.\n\n## Как получить заявку\n\n- Каждый промокод, использованный в магазине-партнёре в период розыгрыша, — одна заявка.\n- Каждый ипотечный кредит, выданный в период розыгрыша, — одна заявка основного заявителя по кредиту.\n\nЗаявки нумеруются по порядку поступления и публикуются на этой странице с именем участника и первой буквой фамилии.\n\n## Как проходит жеребьёвка\n\nС начала розыгрыша на этой странице опубликован SHA-256 секретного числа (seed). После жеребьёвки публикуется само число: любой может проверить, что его хеш совпадает с опубликованным заранее.\n\nПобедители выбираются по очереди: для приза номер r вычисляется SHA-256 текста «seed:r» как 256-битное число, и остаток от его деления на количество ещё не выбранных заявок указывает место победителя в их списке.\n\n## Призы\n\nБанк сообщает победителям по электронной почте и звонит в течение трёх рабочих дней. Приз не заменяется деньгами.",
    en: "## Who takes part\n\nEvery adult with a Tun account takes part. There is nothing to sign up for.\n\n## How you get an entry\n\n- Each promo code used at a partner store while the raffle runs is one entry.\n- Each mortgage paid out while the raffle runs is one entry for the loan's main applicant.\n\nEntries are numbered in the order they come and listed on this page with the person's first name and the initial of their last name.\n\n## How the draw works\n\nFrom the start of the raffle this page shows the SHA-256 of a secret number (the seed). After the draw the seed itself is published: anyone can check that its hash is the one shown before.\n\nThe winners are drawn one by one: for prize r, the SHA-256 of the text \"seed:r\", read as a 256-bit number, divided by the number of entries not yet drawn, leaves a remainder that is the winner's place in their list.\n\n## The prizes\n\nThe bank tells the winners by e-mail and calls them within three working days. A prize is not exchanged for money.",
  },
  prizes: [
    { hy: "500 000 դրամի նվեր-քարտ «Երդիկ Հոմ» խանութում", ru: "Подарочная карта «Ердик Хоум» на 500 000 драмов", en: "A gift card of 500,000 drams at Yerdik Home" },
    { hy: "300 000 դրամի նվեր-քարտ «Թոնիր Քիչնս» խանութում", ru: "Подарочная карта «Тонир Китченс» на 300 000 драмов", en: "A gift card of 300,000 drams at Tonir Kitchens" },
    { hy: "Բնակարանի անվճար մաքրում «Մաքուր Քլինինգ»-ից", ru: "Бесплатная уборка квартиры от «Макур Клининг»", en: "A free flat cleaning by Makur Cleaning" },
  ],
};
