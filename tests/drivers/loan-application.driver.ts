import type { Locator, Page } from 'playwright-core';
import type { Address, DocumentPictureKind, LoanWizardStep } from '../../api/contract/loan-application';

/** The applicant-data step as a person types it (strings, as the fields take them). */
export interface ApplicantInput {
  firstName: string;
  lastName: string;
  middleName: string;
  birthDate: string;
  socialCard: string;
  maritalStatus: 'single' | 'married' | 'divorced' | 'widow';
  documentNumber: string;
  email: string;
  phone: string;
  monthlyIncomeTax: string;
}

export interface SpouseInput {
  firstName: string;
  lastName: string;
  middleName: string;
  socialCard: string;
  /** The step starts with the registry's record of the spouse (their first valid document); default: a passport. */
  documentType?: 'passport' | 'biometricPassport' | 'idCard';
  documentNumber: string;
}

/** A picture chosen in the file dialog. */
export interface PictureFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * The mortgage application as a person walks it: the property page's "apply", the wizard's steps
 * (src/features/loan-application), the decision and the offer, and the personal page's section of
 * loan applications. Fields are found by their test ids; buttons a person reads are named by the
 * caller's texts.
 */
export class LoanApplicationDriver {
  constructor(readonly page: Page) {}

  // --- the catalogue and the property page

  /** The catalogue's search of a market narrowed to a price range about `price`. */
  async searchByPrice(baseUrl: string, lang: string, market: 'primary' | 'secondary', price: number) {
    await this.page.goto(`${baseUrl}/${lang}/search?market=${market}&minPrice=${price - 1_000}&maxPrice=${price + 1_000}`);
    await this.page.getByTestId('results').waitFor();
  }

  /**
   * A new-build flat: the search by its price shows its building; on the building's page the table
   * of its flats, on the tab of its number of rooms and the page of the table it is on, leads to it.
   */
  async findNewBuildFlat(baseUrl: string, lang: string, flat: { id: number; price: number; buildingId: number; rooms: number; tablePage: number }) {
    await this.searchByPrice(baseUrl, lang, 'primary', flat.price);
    // The building's link carries the search's filters (its rooms and price) to its table.
    await this.page.getByTestId('results').locator(`a[href$="/buildings/${flat.buildingId}"], a[href*="/buildings/${flat.buildingId}?"]`).first().click();
    await this.page.getByTestId('apartments').waitFor();
    await this.page.goto(`${baseUrl}/${lang}/buildings/${flat.buildingId}?rooms=${flat.rooms}&page=${flat.tablePage}`);
    await this.page.getByTestId('apartments').locator(`a[href$="/property/primary/${flat.id}"]`).click();
    await this.page.getByTestId('property-price').waitFor();
  }

  /** A resale home: the search by its price lists its card, which leads to its page. */
  async findResale(baseUrl: string, lang: string, listing: { id: number; price: number }) {
    await this.searchByPrice(baseUrl, lang, 'secondary', listing.price);
    await this.page.getByTestId('results').locator(`a[href$="/property/secondary/${listing.id}"]`).click();
    await this.page.getByTestId('property-price').waitFor();
  }

  applyButton(): Locator {
    return this.page.getByTestId('apply-for-mortgage');
  }

  /** "Apply for a mortgage" on the property page; the application gets its own address once started. */
  async applyFromPropertyPage(): Promise<string> {
    await this.applyButton().click();
    await this.step('loanInfo').waitFor({ timeout: 20_000 });
    return this.applicationId();
  }

  applicationId(): string {
    const id = /\/applications\/([0-9a-f-]{36})$/.exec(new URL(this.page.url()).pathname)?.[1];
    if (!id) throw new Error(`not on an application's page: ${this.page.url()}`);
    return id;
  }

  // --- the wizard

  step(name: LoanWizardStep): Locator {
    return this.page.getByTestId(`loan-step-${name}`);
  }

  /** The step bar's open step, as read aloud (its number and name). */
  currentStepInBar(): Locator {
    return this.page.getByTestId('loan-step-bar').locator('[aria-current="step"]');
  }

  /** The steps the bar marks saved. */
  doneSteps(): Locator {
    return this.page.getByTestId('loan-step-bar').locator('[data-done="true"]');
  }

  status(): Locator {
    return this.page.getByTestId('loan-status');
  }

  timeLeft(): Locator {
    return this.page.getByTestId('loan-time-left');
  }

  /** "Next" on the open step, then the next step's form. */
  async next(from: LoanWizardStep, to: LoanWizardStep) {
    await this.step(from).getByTestId('loan-next').click();
    await this.step(to).waitFor({ timeout: 20_000 });
  }

  async fillLoanInfo(values: { amount: string; downPayment: string; termYears: string }) {
    const step = this.step('loanInfo');
    await step.getByTestId('loan-amount').fill(values.amount);
    await step.getByTestId('loan-down-payment').fill(values.downPayment);
    await step.getByTestId('loan-term').fill(values.termYears);
  }

  monthlyPayment(): Locator {
    return this.step('loanInfo').getByTestId('loan-monthly-payment');
  }

  async fillApplicant(values: ApplicantInput) {
    const step = this.step('applicantData');
    await step.getByTestId('loan-first-name').fill(values.firstName);
    await step.getByTestId('loan-last-name').fill(values.lastName);
    await step.getByTestId('loan-middle-name').fill(values.middleName);
    await step.getByTestId('loan-birth-date').fill(values.birthDate);
    await step.getByTestId('loan-social-card').fill(values.socialCard);
    await step.getByTestId('loan-marital-status').selectOption(values.maritalStatus);
    await step.getByTestId('loan-document-number').fill(values.documentNumber);
    await step.getByTestId('loan-email').fill(values.email);
    await step.getByTestId('loan-phone').fill(values.phone);
    await step.getByTestId('loan-income-tax').fill(values.monthlyIncomeTax);
  }

  async giveConsent() {
    const step = this.step('consent');
    await step.locator('input[name="creditRegisterConsent"]').check();
    await step.locator('input[name="personalDataConsent"]').check();
  }

  /** Co-borrower: "I apply alone", the one choice of this issue. */
  async applyAlone() {
    await this.step('coBorrower').getByRole('radio').first().check();
  }

  /** The registration address; the current one is "the same as registration" (the form's default). */
  async fillRegistrationAddress(address: Address) {
    const step = this.step('addresses');
    for (const field of ['country', 'region', 'community', 'street', 'building', 'apartment'] as const) {
      const value = address[field];
      // The country is a select of names storing the ISO code.
      if (value !== undefined) await (field === 'country' ? step.getByTestId('loan-registration-country').selectOption(value) : step.getByTestId(`loan-registration-${field}`).fill(value));
    }
  }

  async fillSpouse(values: SpouseInput) {
    const step = this.step('spouseData');
    await step.getByTestId('loan-spouse-first-name').fill(values.firstName);
    await step.getByTestId('loan-spouse-last-name').fill(values.lastName);
    await step.getByTestId('loan-spouse-middle-name').fill(values.middleName);
    await step.getByTestId('loan-spouse-social-card').fill(values.socialCard);
    await step.getByTestId('loan-spouse-document-type').selectOption(values.documentType ?? 'passport');
    await step.getByTestId('loan-spouse-document-number').fill(values.documentNumber);
  }

  picture(kind: DocumentPictureKind): Locator {
    return this.page.getByTestId(`loan-picture-${kind}`);
  }

  /** Chooses the file of one picture of the spouse's document; it uploads at once and shows once stored. */
  async uploadPicture(kind: DocumentPictureKind, file: PictureFile) {
    await this.picture(kind).locator('input[type="file"]').setInputFiles(file);
    await this.picture(kind).locator('img').waitFor({ timeout: 20_000 });
  }

  async submit() {
    await this.step('preview').getByTestId('loan-submit').click();
  }

  waiting(): Locator {
    return this.page.getByTestId('loan-waiting');
  }

  offer(): Locator {
    return this.page.getByTestId('loan-offer');
  }

  offerAmount(): Locator {
    return this.page.getByTestId('loan-offer-amount');
  }

  /** Accepting opens the confirmation that restates the loan's cost; the answer goes once it is confirmed. */
  async acceptOffer() {
    await this.offer().getByTestId('loan-offer-accept').click();
    await this.offerDialog().getByTestId('loan-offer-dialog-terms').waitFor();
    await this.offerDialog().getByTestId('loan-offer-accept-confirm').click();
    await this.page.getByTestId('loan-accepted').waitFor({ timeout: 20_000 });
  }

  /** The offer's confirmation dialog (accepting or refusing). */
  offerDialog(): Locator {
    return this.page.getByRole('dialog');
  }

  // --- the personal page's section

  applicationsSection(): Locator {
    return this.page.getByTestId('loan-applications');
  }

  /** The section's card of one application (the cards are in the order the server lists them). */
  applicationCard(): Locator {
    return this.applicationsSection().getByTestId('loan-application').first();
  }

  cardStatus(): Locator {
    return this.applicationCard().getByTestId('loan-application-status');
  }
}
