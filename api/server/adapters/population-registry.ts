import type { DocumentType } from '../../contract/prequal';
import type { Clock } from '../clock';
import { OutsideSystemUnavailable, sandboxCall, type SandboxBehaviour } from './outside-system';
import { personaOf, spouseOf } from './sandbox-personas';

/** What the population registry knows of a person by social card number. */
export interface RegistryPerson {
  socialCard: string;
  firstName: string;
  lastName: string;
  /** The patronymic, empty when the registry records none (the applicant data's field may then stay empty). */
  middleName: string;
  /** `YYYY-MM-DD`. */
  birthDate: string;
  /** ISO 3166 code of the citizenship. */
  citizenship: string;
  documents: { type: DocumentType; number: string; valid: boolean }[];
  maritalStatus: 'married' | 'single' | 'divorced' | 'widow';
  spouseSocialCard: string | null;
}

/** The state population register (social card → person); `null` for a number it does not know. */
export interface PopulationRegistry {
  findPerson(socialCard: string): Promise<RegistryPerson | null>;
}

/** A birth date that makes a person `age` whole years old today, 100 days past a birthday. */
export function birthDateFor(age: number, today: Date): string {
  const date = new Date(today.getTime());
  date.setUTCFullYear(date.getUTCFullYear() - age);
  date.setUTCDate(date.getUTCDate() - 100);
  return date.toISOString().slice(0, 10);
}

/** The sandbox registry: the personas of sandbox-personas.ts, with the registry's latency and failures. */
export function sandboxPopulationRegistry(clock: Clock, behaviour: SandboxBehaviour): PopulationRegistry {
  return {
    async findPerson(socialCard) {
      await sandboxCall(behaviour, 'populationRegistry');
      const persona = personaOf(socialCard);
      if (persona?.branch === 'registryDown') throw new OutsideSystemUnavailable('populationRegistry');
      if (!persona) return null;
      return {
        socialCard,
        firstName: persona.firstName,
        lastName: persona.lastName,
        middleName: persona.middleName,
        birthDate: birthDateFor(persona.age, clock.now()),
        citizenship: persona.citizenship,
        documents: persona.documents,
        maritalStatus: persona.maritalStatus,
        spouseSocialCard: spouseOf(socialCard),
      };
    },
  };
}
