import type { UsefulLinkSeed } from './content-types';

/** Official sites a home buyer in Armenia needs, by their home page. */
export const usefulLinksSeed: UsefulLinkSeed[] = [
  // State registries
  {
    group: 'stateRegistries',
    url: 'https://www.cadastre.am',
    title: { hy: "ՀՀ կադաստրի կոմիտե", ru: "Комитет кадастра РА", en: "Cadastre Committee of Armenia" },
    description: {
      hy: "Անշարժ գույքի նկատմամբ իրավունքները գրանցող պետական մարմինը․ ծառայություններ, տուրքեր, տարածքային ստորաբաժանումներ և գնված գույքի իրավունքների գրանցման կարգը։",
      ru: "Государственный орган, регистрирующий права на недвижимость: услуги, пошлины, территориальные подразделения и порядок регистрации прав на купленное жильё.",
      en: "The state body that registers rights to real estate: its services, fees, territorial offices and how the rights to a home you buy are registered.",
    },
  },
  {
    group: 'stateRegistries',
    url: 'https://www.e-cadastre.am',
    title: { hy: "Կադաստրի կոմիտեի էլեկտրոնային ծառայություններ", ru: "Электронные услуги Комитета кадастра", en: "Cadastre Committee e-services" },
    description: {
      hy: "Առցանց դիմումներ Կադաստրի կոմիտեին, այդ թվում՝ գույքի նկատմամբ գրանցված իրավունքների և սահմանափակումների մասին տեղեկանք ստանալու համար։",
      ru: "Онлайн-обращения в Комитет кадастра, в том числе за выпиской о зарегистрированных правах и ограничениях на объект.",
      en: "Online applications to the Cadastre Committee, including for an extract on the rights and restrictions registered for a property.",
    },
  },
  {
    group: 'stateRegistries',
    url: 'https://www.e-register.am',
    title: { hy: "Իրավաբանական անձանց պետական ռեգիստր", ru: "Государственный регистр юридических лиц", en: "State Register of Legal Entities" },
    description: {
      hy: "Ստուգեք կառուցապատողի կամ գործակալության գրանցման տվյալները Արդարադատության նախարարության վարած ռեգիստրում։",
      ru: "Проверьте регистрационные данные застройщика или агентства в регистре Министерства юстиции.",
      en: "Check a developer's or an agency's registration data in the register kept by the Ministry of Justice.",
    },
  },

  // Laws and taxes
  {
    group: 'lawsAndTaxes',
    url: 'https://www.arlis.am',
    title: { hy: "ARLIS՝ Հայաստանի իրավական տեղեկատվական համակարգ", ru: "ARLIS — правовая информационная система Армении", en: "ARLIS, the legal information system of Armenia" },
    description: {
      hy: "Գործող օրենքների և իրավական ակտերի պաշտոնական տեքստերը, այդ թվում՝ Քաղաքացիական և Ընտանեկան օրենսգրքերը, հիփոթեքի և անձնական տվյալների պաշտպանության մասին օրենքները։",
      ru: "Официальные тексты действующих законов и нормативных актов, в том числе Гражданского и Семейного кодексов, законов об ипотеке и о защите персональных данных.",
      en: "The official texts of the laws and regulations in force, among them the Civil Code, the Family Code and the laws on mortgages and on the protection of personal data.",
    },
  },
  {
    group: 'lawsAndTaxes',
    url: 'https://www.petekamutner.am',
    title: { hy: "ՀՀ պետական եկամուտների կոմիտե", ru: "Комитет государственных доходов РА", en: "State Revenue Committee of Armenia" },
    description: {
      hy: "Եկամտային հարկ, հիփոթեքային վարկի տոկոսների դիմաց եկամտային հարկի վերադարձ և հարկային պարզաբանումներ ֆիզիկական անձանց համար։",
      ru: "Подоходный налог, возврат подоходного налога в счёт процентов по ипотеке и налоговые разъяснения для физических лиц.",
      en: "Income tax, the income-tax refund for mortgage interest and tax explanations for individuals.",
    },
  },
  {
    group: 'lawsAndTaxes',
    url: 'https://www.parliament.am',
    title: { hy: "ՀՀ Ազգային ժողով", ru: "Национальное Собрание РА", en: "National Assembly of Armenia" },
    description: {
      hy: "Ընդունված օրենքներ և քննարկվող օրենքների նախագծեր, օրինակ՝ հիփոթեքային տոկոսների դիմաց եկամտային հարկի վերադարձի փոփոխությունները։",
      ru: "Принятые законы и обсуждаемые законопроекты, например изменения правил возврата подоходного налога по ипотечным процентам.",
      en: "Laws adopted and draft laws under discussion, such as changes to the income-tax refund for mortgage interest.",
    },
  },
  {
    group: 'lawsAndTaxes',
    url: 'https://www.gov.am',
    title: { hy: "ՀՀ կառավարություն", ru: "Правительство РА", en: "Government of Armenia" },
    description: {
      hy: "Կառավարության որոշումները և նախարարությունների ու պետական մարմինների նորությունները։",
      ru: "Решения правительства и новости министерств и государственных органов.",
      en: "The government's decisions and the news of the ministries and state bodies.",
    },
  },

  // The bank and finance
  {
    group: 'bankAndFinance',
    url: 'https://www.cba.am',
    title: { hy: "ՀՀ կենտրոնական բանկ", ru: "Центральный банк РА", en: "Central Bank of Armenia" },
    description: {
      hy: "Բանկերի կարգավորողը․ փոխարժեքներ, վերաֆինանսավորման տոկոսադրույք, լիցենզավորված բանկերի և վարկային կազմակերպությունների ցանկ և վարկառուների պաշտպանության կանոններ։",
      ru: "Регулятор банков: курсы валют, ставка рефинансирования, список лицензированных банков и кредитных организаций и правила защиты заёмщиков.",
      en: "The regulator of banks: exchange rates, the refinancing rate, the list of licensed banks and credit organisations, and the rules that protect borrowers.",
    },
  },
  {
    group: 'bankAndFinance',
    url: 'https://www.abcfinance.am',
    title: { hy: "ABC Finance՝ ֆինանսական կրթության կայք", ru: "ABC Finance — портал финансового образования", en: "ABC Finance, the financial education portal" },
    description: {
      hy: "Կենտրոնական բանկի կայքը՝ վարկերի, հիփոթեքի, վարկային պատմության և ընտանեկան բյուջեի մասին պարզ բացատրություններով և խորհուրդներով՝ նախքան վարկ վերցնելը։",
      ru: "Сайт Центрального банка с простыми объяснениями о кредитах, ипотеке, кредитной истории и семейном бюджете и советами перед тем, как брать кредит.",
      en: "The Central Bank's site with plain explanations of loans, mortgages, credit history and the family budget, and advice before you borrow.",
    },
  },
  {
    group: 'bankAndFinance',
    url: 'https://www.fininfo.am',
    title: { hy: "Fininfo՝ ֆինանսական ծառայությունների համեմատում", ru: "Fininfo — сравнение финансовых услуг", en: "Fininfo, comparing financial services" },
    description: {
      hy: "Կենտրոնական բանկի համակարգը՝ Հայաստանի ֆինանսական կազմակերպությունների վարկերի, ավանդների և այլ ծառայությունների պայմանները համեմատելու համար։",
      ru: "Система Центрального банка для сравнения условий кредитов, депозитов и других услуг финансовых организаций Армении.",
      en: "The Central Bank's system for comparing the terms of loans, deposits and other services of financial organisations in Armenia.",
    },
  },
  {
    group: 'bankAndFinance',
    url: 'https://www.acra.am',
    title: { hy: "«ԱՔՌԱ Քրեդիտ Ռեփորթինգ» վարկային բյուրո", ru: "Кредитное бюро «АКРА Кредит Репортинг»", en: "ACRA Credit Reporting, the credit bureau" },
    description: {
      hy: "Վարկային բյուրո․ ինչպես ստանալ Ձեր վարկային զեկույցը և վարկային միավորը և ինչպես ուղղել դրանցում առկա սխալ տվյալները։",
      ru: "Кредитное бюро: как получить свой кредитный отчёт и скоринг и как исправить в них ошибочные данные.",
      en: "The credit bureau: how to get your own credit report and score, and how to have wrong data in them corrected.",
    },
  },
  {
    group: 'bankAndFinance',
    url: 'https://www.fsm.am',
    title: { hy: "Ֆինանսական համակարգի հաշտարար", ru: "Финансовый системный медиатор", en: "Financial System Mediator" },
    description: {
      hy: "Անվճար քննում է հաճախորդների և բանկերի կամ այլ ֆինանսական կազմակերպությունների միջև վեճերը, երբ կազմակերպության պատասխանը Ձեզ չի բավարարում։",
      ru: "Бесплатно рассматривает споры клиентов с банками и другими финансовыми организациями, если ответ организации Вас не устроил.",
      en: "Settles, free of charge, disputes between customers and banks or other financial organisations when the organisation's own answer does not satisfy you.",
    },
  },

  // Buying and living
  {
    group: 'buyingAndLiving',
    url: 'https://www.e-gov.am',
    title: { hy: "Էլեկտրոնային կառավարման պորտալ", ru: "Портал электронного правительства", en: "E-government portal" },
    description: {
      hy: "Պետական մարմինների առցանց ծառայությունների, ձևաթղթերի և էլեկտրոնային դիմումների միասնական մուտք։",
      ru: "Единый вход в онлайн-услуги государственных органов, их бланки и электронные заявления.",
      en: "A single entry to the online services of state bodies, their forms and electronic applications.",
    },
  },
  {
    group: 'buyingAndLiving',
    url: 'https://www.e-request.am',
    title: { hy: "Էլեկտրոնային դիմումներ (e-request)", ru: "Электронные обращения (e-request)", en: "E-request: applications to state bodies" },
    description: {
      hy: "Առցանց ուղարկեք դիմում կամ հարց պետական մարմիններին և հետևեք պատասխանին։",
      ru: "Отправьте заявление или вопрос в государственные органы онлайн и следите за ответом.",
      en: "Send an application or a question to state bodies online and follow its answer.",
    },
  },
  {
    group: 'buyingAndLiving',
    url: 'https://www.yerevan.am',
    title: { hy: "Երևանի քաղաքապետարան", ru: "Мэрия Еревана", en: "Yerevan Municipality" },
    description: {
      hy: "Մայրաքաղաքի բնակիչների համար՝ գույքահարկ և տեղական այլ հարկեր ու վճարներ, շինարարության թույլտվություններ և վարչական շրջանների նորություններ։",
      ru: "Для жителей столицы: налог на имущество и другие местные налоги и сборы, разрешения на строительство и новости административных районов.",
      en: "For residents of the capital: property tax and other local taxes and fees, building permits and news of the districts.",
    },
  },
  {
    group: 'buyingAndLiving',
    url: 'https://www.armstat.am',
    title: { hy: "ՀՀ վիճակագրական կոմիտե", ru: "Статистический комитет РА", en: "Statistical Committee of Armenia" },
    description: {
      hy: "Պաշտոնական վիճակագրություն, այդ թվում՝ բնակարանային շինարարության, գների և եկամուտների մասին։",
      ru: "Официальная статистика, в том числе о жилищном строительстве, ценах и доходах.",
      en: "Official statistics, including on housing construction, prices and incomes.",
    },
  },
];
