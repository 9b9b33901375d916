/**
 * Hand-checked syllable counts, at least 40 words per language, for syllables.test.ts and the
 * accuracy table in README.md. Counts are those of careful standard speech as dictionaries
 * divide words (Duden, Van Dale, RAE, Treccani, Priberam, SJP, ÚJČ, SAOL, DDO, Magyar
 * helyesírás, DOOM2, Babiniotis); French counts a final mute e as silent and an inner one as
 * spoken (rapidement = 4), as in careful diction. Words include long compounds, diacritics,
 * diphthongs, hiatus and known hard cases; a few are listed because the rules get them wrong,
 * so the accuracy stays honest.
 *
 * Format: `word:count` separated by spaces.
 */

import type { SyllableLanguage } from './languages';

const lists: Record<SyllableLanguage, string> = {
  en: `the:1 cat:1 dog:1 house:1 table:2 water:2 happy:2 simple:2 people:2 little:2 moment:2
    walked:1 jumped:1 wanted:2 beautiful:3 animal:3 banana:3 computer:3 important:3 together:3
    understand:3 education:4 information:4 university:5 readability:5 responsibility:6
    international:5 communication:5 identification:6 organization:5 anniversary:5 biology:4
    geography:4 photograph:3 telephone:3 recipe:3 poem:2 science:2 quiet:2 create:2 idea:3
    area:3 queue:1 through:1 thought:1 strength:1 rhythm:2 knowledge:2 well-known:2 don't:1
    cooperation:5 museum:3 hospital:3 wednesday:2 apple:2 candle:2 released:2 smiles:1
    wishes:2 houses:2 churches:2 boxes:2 judges:2 horses:2`,
  de: `Haus:1 Straße:2 Baum:1 Häuser:2 Bäume:2 Schule:2 Freund:1 Freundschaft:2 Kinder:2
    Mädchen:2 Eisenbahn:3 Bahnhof:2 Zeitung:2 Arbeit:2 Arbeitsplatz:3 Bundesrepublik:5
    Donaudampfschifffahrt:5 Verantwortung:4 Geschwindigkeitsbegrenzung:7 Lebensmittel:4
    Fernsehen:3 Frühstück:2 Nachbarschaft:3 Sprache:2 Wiese:2 Liebe:2 Biene:2 Feuer:2 Bauer:2
    Meer:1 Boot:1 Saal:1 heute:2 teuer:2 Äußerung:3 Kaiser:2 Bayern:2 Universität:5
    Information:5 Natur:2 Mensch:1 Menschen:2 schön:1 Grüße:2 Überraschung:4 Typ:1
    beantworten:4 geeignet:3 Theater:3 Museum:3 Familie:4 Quelle:2 Zoo:1 Kaffee:2 Idee:2 Tee:1
    Ehe:2 Reihe:2 Ruhe:2`,
  fr: `maison:2 chat:1 table:1 eau:1 beau:1 oiseau:2 école:2 fenêtre:2 ordinateur:4 université:5
    aujourd'hui:3 nuit:1 lui:1 pied:1 rien:1 bien:1 nation:2 question:2 voiture:2 heureux:2
    peur:1 cœur:1 œuvre:1 oui:1 Noël:2 naïf:2 maïs:2 aimer:2 parlaient:2 langue:1 guerre:1
    quand:1 pourquoi:2 beaucoup:2 toujours:2 français:2 château:2 hôpital:3 anniversaire:4
    extraordinaire:5 vie:1 rue:1 année:2 portes:1 grand-mère:2 arc-en-ciel:3 crayon:2 payer:2
    yeux:1 piano:2 social:2 ciel:1 premier:2 étudiant:3 science:2 pays:2 important:3 enfant:2
    rapidement:4 les:1`,
  es: `casa:2 perro:2 agua:2 ciudad:2 país:2 río:2 tía:2 día:2 bueno:2 fuego:2 cuidado:3
    guerra:2 pingüino:3 que:1 quien:1 hoy:1 muy:1 rey:1 reyes:2 mayo:2 Paraguay:3 buey:1
    estudiáis:3 aeropuerto:5 poeta:3 leer:2 teatro:3 héroe:3 biblioteca:4 universidad:5
    murciélago:4 electricidad:5 desafortunadamente:8 otorrinolaringólogo:9 paraguas:3 Europa:3
    auto:2 aire:2 oigo:2 veinte:2 huevo:2 ahora:3 búho:2 maíz:2 baúl:2 construcción:3 España:3
    niño:2 corazón:3 lingüística:4 ciudadano:4 cuídate:3`,
  it: `casa:2 cane:2 acqua:2 quando:2 piede:2 buono:2 uomo:2 fiore:2 chiesa:2 giorno:2 scienza:2
    mai:1 poi:1 lei:1 noi:1 aiuto:3 Europa:3 pausa:2 paura:3 poesia:4 io:2 mio:2 tuoi:1 miei:1
    guida:2 guerra:2 università:5 precipitevolissimevolmente:11 internazionale:6
    responsabilità:6 bicicletta:4 televisione:5 lavoro:3 figlio:2 famiglia:3 gnocchi:2
    farmacia:4 zio:2 via:2 perché:2 città:2 così:2 ragazzo:3 tavolo:3 macchina:3 cuore:2
    nuovo:2 suoi:1`,
  pt: `casa:2 água:2 quando:2 pão:1 mãe:1 mães:1 limões:2 coração:3 saúde:3 país:2 história:4
    rainha:3 pai:1 sei:1 boi:1 azuis:2 céu:1 papéis:2 herói:2 outro:2 ouro:2 Europa:3
    universidade:6 paralelepípedo:7 desenvolvimento:6 guerra:2 aguentar:3 quatro:2 cidade:3
    escola:3 trabalho:3 amigo:3 obrigado:4 informação:4 português:3 biblioteca:5 dia:2 rio:2
    poeta:3 leite:2 muito:2 noite:2 feliz:2 viagem:3 moeda:3 luar:2`,
  pl: `dom:1 kot:1 nie:1 się:1 niebo:2 pies:1 miasto:2 dziecko:2 Polska:2 język:2 szkoła:2
    chrząszcz:1 źdźbło:1 Europa:3 auto:2 nauka:3 książka:2 wiosna:2 piękny:2 dziewczyna:3
    Rzeczpospolita:5 odpowiedzialność:5 przedsiębiorstwo:4 uniwersytet:5 informacja:4
    telewizja:4 historia:3 ziemia:2 dzień:1 ciężki:2 jabłko:2 ogród:2 mówić:2 zrobić:2
    Warszawa:3 Kraków:2 muzeum:3 studia:2 nadzieja:3 wierzyć:2 czterdzieści:3`,
  nl: `huis:1 boek:1 ijs:1 rijden:2 fiets:1 straat:1 meer:1 deur:1 nieuw:1 mooi:1 moeilijk:2
    kaas:1 vuur:1 oud:1 blauw:1 trein:1 België:3 ruïne:3 ideeën:3 kinderen:3 meisje:2
    koffie:2 Nederland:3 Nederlandse:4 universiteit:5 ziekenhuis:3
    arbeidsongeschiktheidsverzekering:10 fietsenstalling:4 bioscoop:3 politie:3 theater:3
    situatie:4 museum:3 drieëntwintig:4 hoofdstad:2 schrijven:2 vrouw:1 lucht:1 appel:2
    eeuw:1 leeuw:1 haai:1 koe:1 zee:1 zeeën:2 yoghurt:2 baby:2 hotel:2`,
  ru: `дом:1 мама:2 молоко:3 здравствуйте:3 достопримечательность:7 ёлка:2 объяснение:5
    человек:3 университет:5 Россия:3 язык:2 семья:2 бой:1 край:1 чай:1 герой:2 поэт:2
    аэропорт:4 сегодня:3 хорошо:3 пожалуйста:4 информация:5 государство:4 взгляд:1
    встреча:2 солнце:2 юбка:2 эхо:2 подъезд:2 счастье:2 железнодорожный:6 книга:2 город:2
    стол:1 дерево:3 учитель:3 мир:1 вода:2 преподаватель:5 электричество:5 интересный:4
    ночь:1 работа:3 завтра:2`,
  uk: `дім:1 мама:2 молоко:3 Україна:4 їжак:2 є:1 сім'я:2 п'ять:1 подвір'я:3 здоров'я:3
    учитель:3 університет:5 ґанок:2 чай:1 дякую:3 привіт:2 добрий:2 вечір:2 людина:3
    держава:3 незалежність:4 книга:2 місто:2 вулиця:3 ранок:2 сонце:2 вода:2 хліб:1
    яблуко:3 їхати:3 європейський:4 залізниця:4 дитина:3 дерево:3 письменник:3
    громадянин:4 відповідальність:5 сьогодні:3 тиждень:2 рік:1 їжа:2 мова:2 думка:2 світ:1
    життя:2`,
  bg: `къща:2 град:1 България:4 език:2 училище:4 човек:2 ябълка:3 пътешествие:5
    университет:5 здравей:2 благодаря:4 хубав:2 море:2 сън:1 път:1 вода:2 хляб:1 юли:2
    ден:1 нощ:1 дете:2 деца:2 книга:2 приятел:3 семейство:3 правителство:4 информация:5
    слънце:2 столица:3 история:4 компютър:3 телефон:3 вечер:2 утре:2 днес:1 работа:3
    пролет:2 зима:2 лято:2 есен:2 учител:3 ученик:3 самолет:3`,
  cs: `dům:1 voda:2 vlk:1 krk:1 Brno:2 smrt:1 čtvrtek:2 zmrzlina:3 Vltava:3 vítr:2 jablko:3
    mouka:2 auto:2 Evropa:3 pouze:2 strč:1 prst:1 skrz:1 nemocnice:4 univerzita:5 Praha:2
    člověk:2 děkuji:3 nejneobhospodařovávatelnějšími:13 kniha:2 škola:2 město:2 přítel:2
    hrad:1 hrdlo:2 sedm:2 bratr:2 metr:2 Petr:2 trh:1 vrba:2 plný:2 slza:2 mlha:2 obchod:2
    dívka:2 úterý:3 neuvěřitelný:6 Česko:2 republika:4 čeština:3 počítač:3 muzeum:3`,
  sv: `hus:1 bil:1 flicka:2 pojke:2 Sverige:3 skola:2 universitet:5 sjukhus:2 järnväg:2
    fiende:3 museum:3 tjugo:2 ö:1 å:1 äpple:2 människa:3 barn:1 kärlek:2 arbete:3 regering:3
    sjuksköterska:4 tåg:1 kyrka:2 stjärna:2 gammal:2 röd:1 fåglar:2 idé:2 radio:3 ideal:3
    teater:3 poesi:3 augusti:3 Europa:3 kommun:2 sjuttio:3 station:2 nation:2 information:4
    järnvägsstation:4 nationalencyklopedin:8`,
  da: `hus:1 bil:1 pige:2 dreng:1 Danmark:2 skole:2 universitet:5 sygehus:3 kone:2 hoppe:2
    øje:2 øjne:2 æble:2 år:1 København:3 hav:1 vej:1 mejeri:3 arbejde:3 regering:3 station:2
    nation:2 information:4 museum:3 idé:2 radio:3 Europa:3 lærer:2 læse:2 sprog:1 menneske:3
    kærlighed:3 børn:1 barn:1 tog:1 skrive:2 hjem:1 fødselsdag:3 sundhedsvæsen:4
    arbejdsløshed:4 gade:2`,
  hu: `ház:1 alma:2 magyar:2 egészségügyi:5 szó:1 könyv:1 Budapest:3 iskola:3 egyetem:3
    tanár:2 kenyér:2 víz:1 nyelv:1 szerelem:3 köszönöm:3 viszontlátásra:5 fiú:2 idő:2 autó:3
    Európa:4 leány:2 óra:2 újság:2 gyerek:2 ország:2 kormány:2 számítógép:4 barátság:3
    nagyon:2 fürdőszoba:4 híd:1 tükör:2 ünnep:2 őszi:2 hűség:2 család:2 munka:2 piac:2
    kávé:2 reggel:2 ablak:2 egészség:3 Magyarország:4 köztársaság:4 legszebb:2`,
  ro: `casă:2 apă:2 seară:2 școală:2 iarnă:2 iepure:3 pomi:1 lupi:1 ochi:1 oameni:2 copii:2
    copil:2 și:1 familie:4 România:4 mâine:2 câine:2 câini:1 ziua:2 ploaie:2 rouă:2
    lucrează:3 aer:2 poezie:4 universitate:6 mulțumesc:3 bună:2 dimineață:4 frumos:2
    frumoasă:3 noapte:2 carte:2 cărți:1 oraș:2 țară:2 istorie:4 întrebare:4 guvern:2 ieri:1
    tei:1 băiat:2 piatră:2 vreau:1 bucurie:4`,
  el: `σπίτι:2 είναι:2 παιδί:2 παιδιά:2 καρδιά:2 ποιος:1 ήλιος:2 ιστορία:4 Μαρία:3 τσάι:2
    κοροϊδεύω:5 δουλειά:2 γιατί:2 μια:1 πιο:1 ευχαριστώ:4 αυτοκίνητο:5 Ελλάδα:3 θάλασσα:3
    ουρανός:3 οικογένεια:4 άνθρωπος:3 καλημέρα:4 νερό:2 ψωμί:2 γάλα:2 σχολείο:3 βιβλίο:3
    αγάπη:3 Αθήνα:3 ελευθερία:5 δημοκρατία:5 υγεία:3 θέλω:2 πόλη:2 χώρα:2 γλώσσα:2 μέρα:2
    νύχτα:2 εφημερίδα:5 κυβέρνηση:4 εκκλησία:4 ζωή:2 αεροπλάνο:5 ρολόι:3 προϊόν:3 Ευρώπη:3
    φιλοσοφία:5`,
};

/** The hand-checked words of `language` with their syllable counts. */
export function syllableFixtures(language: SyllableLanguage): ReadonlyArray<readonly [word: string, syllables: number]> {
  return lists[language]
    .trim()
    .split(/\s+/)
    .map((entry) => {
      const separator = entry.lastIndexOf(':');
      return [entry.slice(0, separator), Number(entry.slice(separator + 1))] as const;
    });
}
