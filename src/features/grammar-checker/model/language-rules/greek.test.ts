import { applySuggestion } from '../apply-suggestion';
import { GREEK } from './greek';
import { checkLanguageRules } from './index';

/** The Greek rules' findings, picky ones included unless `picky` is false. */
const findings = (text: string, picky = true) => checkLanguageRules(text, 'el-GR', { picky }).filter((s) => s.ruleId.startsWith('LOCAL_EL_'));

/** [text with the error, rule id, flagged text, first replacement, the text corrected] */
const ERRORS: ReadonlyArray<readonly [string, string, string, string, string]> = [
  ['Είδα την μητέρα μου.', 'LOCAL_EL_TIN_TI', 'την μητέρα', 'τη μητέρα', 'Είδα τη μητέρα μου.'],
  ['Πήγαμε στην θάλασσα.', 'LOCAL_EL_TIN_TI', 'στην θάλασσα', 'στη θάλασσα', 'Πήγαμε στη θάλασσα.'],
  ['Αυτήν θέλω.', 'LOCAL_EL_TIN_TI', 'Αυτήν θέλω', 'Αυτή θέλω', 'Αυτή θέλω.'],
  ['Μένω στη πόλη.', 'LOCAL_EL_TI_TIN', 'στη πόλη', 'στην πόλη', 'Μένω στην πόλη.'],
  ['Είδα τη Άννα χθες.', 'LOCAL_EL_TI_TIN', 'τη Άννα', 'την Άννα', 'Είδα την Άννα χθες.'],
  ['Είναι πιό καλό.', 'LOCAL_EL_MONOSYLLABLE_ACCENT', 'πιό', 'πιο', 'Είναι πιο καλό.'],
  ['Μιά φορά κι έναν καιρό.', 'LOCAL_EL_MONOSYLLABLE_ACCENT', 'Μιά', 'Μια', 'Μια φορά κι έναν καιρό.'],
  ['Έμεινε σπίτι εξ αιτίας της βροχής.', 'LOCAL_EL_EXAITIAS', 'εξ αιτίας', 'εξαιτίας', 'Έμεινε σπίτι εξαιτίας της βροχής.'],
  ["Είναι αφ' ενός φθηνό.", 'LOCAL_EL_AFENOS', "αφ' ενός", 'αφενός', 'Είναι αφενός φθηνό.'],
  ['Αφ’ ετέρου είναι καλό.', 'LOCAL_EL_AFENOS', 'Αφ’ ετέρου', 'Αφετέρου', 'Αφετέρου είναι καλό.'],
  ["Απ' ότι φαίνεται, θα βρέξει.", 'LOCAL_EL_APO_O_TI', "Απ' ότι", "Απ' ό,τι", "Απ' ό,τι φαίνεται, θα βρέξει."],
  ['Είναι μεγαλύτερο από ότι νόμιζα.', 'LOCAL_EL_APO_O_TI', 'από ότι', 'από ό,τι', 'Είναι μεγαλύτερο από ό,τι νόμιζα.'],
  ['Σε ότι αφορά το θέμα, συμφωνώ.', 'LOCAL_EL_SE_O_TI', 'Σε ότι αφορά', 'Σε ό,τι αφορά', 'Σε ό,τι αφορά το θέμα, συμφωνώ.'],
  ['Αυτό είναι πιο καλύτερο.', 'LOCAL_EL_PIO_COMPARATIVE', 'πιο καλύτερο', 'καλύτερο', 'Αυτό είναι καλύτερο.'],
  ['Ήρθε κι όλας.', 'LOCAL_EL_KIOLAS', 'κι όλας', 'κιόλας', 'Ήρθε κιόλας.'],
  ['Έβρεχε καθόλη τη διάρκεια του ταξιδιού.', 'LOCAL_EL_KATH_OLI', 'καθόλη τη', 'καθ’ όλη τη', 'Έβρεχε καθ’ όλη τη διάρκεια του ταξιδιού.'],
  ['Εν πάσει περιπτώσει, θα έρθω.', 'LOCAL_EL_EN_PASI', 'Εν πάσει περιπτώσει', 'Εν πάση περιπτώσει', 'Εν πάση περιπτώσει, θα έρθω.'],
  ['Επαναλαμβάνω ξανά την ερώτηση.', 'LOCAL_EL_AGAIN', 'Επαναλαμβάνω ξανά', 'Επαναλαμβάνω', 'Επαναλαμβάνω την ερώτηση.'],
  ['Ήταν από ανέκαθεν έτσι.', 'LOCAL_EL_APO_ANEKATHEN', 'από ανέκαθεν', 'ανέκαθεν', 'Ήταν ανέκαθεν έτσι.'],
];

describe('Greek frequent errors', () => {
  it.each(ERRORS)('%s', (text, ruleId, original, replacement, corrected) => {
    const found = findings(text);
    expect(found.map((s) => [s.ruleId, s.original, s.replacements[0]])).toEqual([[ruleId, original, replacement]]);
    expect(found[0]?.localizedMessage?.key).toBeDefined();
    expect(applySuggestion(text, found, found[0] as (typeof found)[number]).text).toBe(corrected);
  });

  it('drops the ν of την only when picky advice is asked for, and always adds the one that is needed', () => {
    expect(findings('Είδα την μητέρα μου.', false)).toEqual([]);
    expect(findings('Μένω στη πόλη.', false).map((s) => s.ruleId)).toEqual(['LOCAL_EL_TI_TIN']);
  });

  it('has an example for every rule', () => {
    expect(new Set(ERRORS.map(([, id]) => id))).toEqual(new Set(GREEK.map((e) => `LOCAL_EL_${e.name}`)));
  });
});

describe('Greek: silent on correct text and near misses', () => {
  it.each([
    'Είδα τη μητέρα μου και την αδελφή μου. Πήγα στην πόλη και στη θάλασσα.',
    'Την ντροπή, την μπάλα, την γκρίνια, την τσάντα, την ξένη, την ψυχή, την κόρη, την τιμή.',
    'Τον βλέπω κάθε μέρα. Δεν θέλω. Σαν λεμόνι. Αυτή θέλω και αυτήν είδα.',
    'Επί τη ευκαιρία της γιορτής. Πληρώνεται τη αιτήσει του. Μιλήσαμε για την ΔΕΗ.',
    'Είναι πιο καλό. Δεν έρχεται πια. Ναι, μια φορά για πάντα. Πού είσαι; Πώς είσαι; Αυτός ή εκείνος.',
    'Έμεινε εξαιτίας της βροχής. Είναι αφενός φθηνό, αφετέρου καλό.',
    'Κάνε ό,τι θέλεις. Είπε ότι θα έρθει. Απ’ ό,τι φαίνεται, θα βρέξει. Λέει ότι αφορά όλους.',
    'Είναι πιο καλός, πιο ουδέτερη, πιο αριστερά. Είναι πολύ καλύτερος.',
    'Ήρθε κιόλας. Κι όλοι ήρθαν, κι όλες έφυγαν.',
    'Έβρεχε καθ’ όλη τη διάρκεια. Δεν ήρθε καθόλου.',
    'Εν πάση περιπτώσει, θα έρθω. Επαναλαμβάνω την ερώτηση. Ήρθε ξανά. Ήταν ανέκαθεν έτσι.',
  ])('%s', (text) => {
    expect(findings(text).map((s) => `${s.ruleId}: ${s.original}`)).toEqual([]);
  });
});
