import type { VisualFields } from './extracted-document'
import type { DateKind } from './written-dates'

/**
 * The labels of an identity document's visual zone, by field, in the languages of the served
 * countries (written without diacritics, lower case: the reader folds what it reads the same way).
 * Labels of fields the reader does not take (place of birth, authority, address…) are listed too, so
 * that their values are never taken for a neighbour's. EU driving licences number their fields
 * (1. surname, 2. given names, 3. date of birth, 4a./4b. issue and expiry, 5. licence number).
 */

export type ValueKind = 'name' | 'date' | 'sex' | 'number' | 'nationality'

export interface FieldRule {
  /** The field it fills, or null for a label whose value is not read. */
  field: Exclude<keyof VisualFields, 'monthFirst'> | null
  kind: ValueKind | null
  dateKind?: DateKind
  labels: string
  /** Field numbers of EU driving licences. */
  numbers?: string
}

export const FIELD_RULES: readonly FieldRule[] = [
  {
    field: 'surname',
    kind: 'name',
    numbers: '1',
    labels:
      'ln|surname|surnames|last name|family name|name|nom|nom de famille|nom d usage|familienname|nachname|apellido|apellidos|primer apellido|cognome|achternaam|geslachtsnaam|sobrenome|apelido|apelidos|nazwisko|prijmeni|priezvisko|vezeteknev|nume|efternamn|etternavn|efternavn|sukunimi|perekonnanimi|uzvards|pavarde|prezime|priimek|soyadi|soyad|epwnumo',
  },
  {
    field: 'givenNames',
    kind: 'name',
    numbers: '2',
    labels:
      'fn|given names|given name|first names|first name|forenames|forename|christian names|prenoms|prenom|vornamen|vorname|nombres|nombre|nome|nomi|nomes|voornamen|voornaam|imiona|imie|jmena|jmeno|meno|utonev|utonevek|prenume|prenumele|fornamn|fornavn|etunimet|etunimi|eesnimed|eesnimi|vards|vardi|vardas|ime|imena|adi|adlari|onoma',
  },
  {
    field: 'dob',
    kind: 'date',
    dateKind: 'birth',
    numbers: '3',
    labels:
      'ne e le|date of birth|birth date|date and place of birth|dob|d o b|born|birthday|date de naissance|date et lieu de naissance|ne le|nee le|geburtsdatum|geburtstag|geboren am|fecha de nacimiento|fecha nacimiento|data di nascita|data de nascimento|geboortedatum|data urodzenia|datum narozeni|datum narodenia|szuletesi ido|szuletesi datum|data nasterii|fodelsedatum|fodselsdato|syntymaaika|sunniaeg|dzimsanas datums|gimimo data|datum rodenja|datum rojstva|dogum tarihi',
  },
  {
    field: 'issueDate',
    kind: 'date',
    dateKind: 'document',
    numbers: '4a',
    labels:
      'iss|date of issue|issue date|issued on|issued|date issued|date de delivrance|delivre le|date d emission|ausstellungsdatum|ausgestellt am|fecha de expedicion|fecha de emision|fecha expedicion|expedicion|data di rilascio|data del rilascio|data de emissao|data de emisao|datum van afgifte|afgiftedatum|datum afgifte|data wydania|datum vydani|datum vydania|kiallitas datuma|kiallitas kelte|data eliberarii|utfardandedatum|utstedelsesdato|udstedelsesdato|myontamispaiva|valjaandmise kuupaev|izdosanas datums|isdavimo data|datum izdavanja|datum izdaje|verilis tarihi|duzenlenme tarihi',
  },
  {
    field: 'expiryDate',
    kind: 'date',
    dateKind: 'document',
    numbers: '4b',
    labels:
      'exp|date of expiry|expiry date|expiration date|date of expiration|expiry|expires|expires on|valid until|valid thru|valid through|valid to|date d expiration|date d expiry|date de validite|date de fin de validite|valable jusqu au|gultig bis|ablaufdatum|fecha de caducidad|fecha de vencimiento|fecha de validez|caducidad|valido hasta|data di scadenza|scadenza|valido fino al|data de validade|valido ate|validade|geldig tot|vervaldatum|data waznosci|wazny do|platnost do|datum platnosti|ervenyesseg|ervenyes|data expirarii|valabil pana la|giltig till|sista giltighetsdag|gyldig til|gyldig til og med|udlobsdato|voimassa|kehtiv kuni|deriguma termins|galioja iki|vazi do|velja do|gecerlilik tarihi|son gecerlilik tarihi',
  },
  {
    field: 'documentNumber',
    kind: 'number',
    numbers: '5',
    labels:
      'dln|lic no|document no|document number|document nr|doc no|passport no|passport number|passport nr|card no|card number|id no|id number|identity card no|identity card number|licence no|license no|licence number|license number|driving licence no|driver license no|dl no|no du document|numero du document|n du document|no du passeport|numero du passeport|n du passeport|no de la carte|numero de la carte|passnummer|pass nr|dokumentennummer|ausweisnummer|kartennummer|numero de documento|num documento|numero documento|n de documento|num soporte|numero de pasaporte|n de pasaporte|numero del documento|numero passaporto|n passaporto|numero documento|documentnummer|documentnr|paspoortnummer|numer dokumentu|numer paszportu|seria i numer|cislo dokladu|cislo pasu|cislo obcanskeho prukazu|okmanyazonosito|okmany szama|numar document|numarul documentului|passinummero|asiakirjan numero|dokumendi number|dokumendi nr|dokumenta numurs|dokumento numeris|dokumento nr|broj dokumenta|broj putovnice|stevilka dokumenta|belge no|pasaport no|seri no|passnummer|pass nummer',
  },
  {
    field: 'gender',
    kind: 'sex',
    labels:
      'sex|gender|sexe|geschlecht|sexo|sesso|geslacht|plec|pohlavi|pohlavie|nem|neme|sexul|kon|kjonn|kon|sukupuoli|sugu|dzimums|lytis|spol|cinsiyet|cinsiyeti|fulo',
  },
  {
    field: 'nationality',
    kind: 'nationality',
    labels:
      'nationality|nationalite|staatsangehorigkeit|staatsangehoerigkeit|nacionalidad|cittadinanza|nazionalita|nacionalidade|nationaliteit|obywatelstwo|narodnost|statni obcanstvi|statni prislusnost|obcanstvo|allampolgarsag|cetatenie|nationalitet|medborgarskap|statsborgerskap|kansalaisuus|kodakondsus|pilsoniba|pilietybe|drzavljanstvo|uyrugu|ithageneia',
  },
  {
    field: null,
    kind: null,
    numbers: '4c|4d|7|8|9',
    labels:
      'place of birth|lieu de naissance|geburtsort|lugar de nacimiento|luogo di nascita|local de nascimento|naturalidade|geboorteplaats|miejsce urodzenia|misto narozeni|szuletesi hely|locul nasterii|fodelseort|fodested|syntymapaikka|dzimsanas vieta|gimimo vieta|mjesto rodenja|dogum yeri|authority|issuing authority|autorite|autorite de delivrance|behorde|ausstellende behorde|autoridad|autorita|autoridade|autoriteit|afgegeven door|organ wydajacy|vydal|kiallito hatosag|autoritatea|myontaja|izdao|address|adresse|anschrift|wohnort|domicilio|indirizzo|residenza|morada|adres|woonadres|adresa|lakcim|height|taille|grosse|estatura|statura|altura|lengte|wzrost|vyska|eyes|colour of eyes|color of eyes|augenfarbe|signature|holder s signature|unterschrift|firma|handtekening|podpis|alairas|semnatura|personal no|personal number|personal code|personal id|persoonsnummer|numero personnel|codice fiscale|pesel|rodne cislo|henkilotunnus|isikukood|personas kods|asmens kodas|osobni broj|emso|tc kimlik no|categories|categorie|categorias|kategorien|type|typ|tipo|code|code of issuing state|country code|code du pays|code pays|ausstellungsstaat|pays emetteur|place of issue|lieu de delivrance|ausstellungsort|lugar de expedicion|luogo di rilascio|residence|remarks|observations|card access number|can',
  },
]
