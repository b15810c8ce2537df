<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
    <context>
        <name>DocumentPreview</name>
        <message>
            <location filename="../../starshine_desktop/ui/printing.py" line="467" />
            <source>Print preview: {title}</source>
            <translation>Druckvorschau: {title}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/ui/printing.py" line="472" />
            <source>Page</source>
            <translation>Seite</translation>
        </message>
    </context>
    <context>
        <name>Game</name>
        <message>
            <location filename="../../starshine_desktop/services/episodes.py" line="125" />
            <location filename="../../starshine_desktop/services/episodes.py" line="152" />
            <source>An Episode's title</source>
            <translation>Der Titel einer Episode</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/episodes.py" line="126" />
            <location filename="../../starshine_desktop/services/episodes.py" line="153" />
            <source>The Episode's date</source>
            <translation>Das Datum der Episode</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/persona_file.py" line="186" />
            <location filename="../../starshine_desktop/storage/journal.py" line="30" />
            <location filename="../../starshine_desktop/storage/persona_reads.py" line="65" />
            <location filename="../../starshine_desktop/storage/tracks_reads.py" line="159" />
            <source>Persona</source>
            <extracomment>Every version this build reads; a version 1 file has no UUIDs (its Persona and Elements are matched by name, and get new UUIDs when created). The lists and sheets of a Persona, after its own fields.
----------
How people call the rows of each table in messages (game terms, translated where shown).</extracomment>
            <translation>Persona</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/personae.py" line="71" />
            <location filename="../../starshine_desktop/services/personae.py" line="167" />
            <source>A Persona's name</source>
            <translation>Der Name einer Persona</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/personae.py" line="73" />
            <location filename="../../starshine_desktop/services/personae.py" line="179" />
            <source>The Actor's name</source>
            <translation>Der Name des Akteurs</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/personae.py" line="76" />
            <location filename="../../starshine_desktop/services/records.py" line="785" />
            <source>The Director's Stance</source>
            <translation>Die Haltung der Spielleitung</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="69" />
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="56" />
            <source>Base</source>
            <translation>Basis</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="71" />
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="63" />
            <source>Guard</source>
            <translation>Deckung</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="72" />
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="64" />
            <source>Surrender</source>
            <translation>Aufgeben</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="73" />
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="160" />
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="67" />
            <source>Fortune</source>
            <translation>Fortuna</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="62" />
            <source>Threat</source>
            <translation>Bedrohung</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="36" />
            <source>Edge</source>
            <translation>Geschick</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="37" />
            <source>Heart</source>
            <translation>Herz</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="38" />
            <source>Iron</source>
            <translation>Eisen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="39" />
            <source>Shadow</source>
            <translation>Schatten</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="40" />
            <source>Wits</source>
            <translation>Verstand</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="41" />
            <source>Health</source>
            <translation>Gesundheit</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="42" />
            <source>Spirit</source>
            <translation>Geist</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="43" />
            <source>Supply</source>
            <translation>Vorrat</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="44" />
            <source>Integrity</source>
            <translation>Integrität</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="45" />
            <source>wounded</source>
            <translation>verwundet</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="46" />
            <source>shaken</source>
            <translation>erschüttert</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="47" />
            <source>unprepared</source>
            <translation>unvorbereitet</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="48" />
            <source>permanently harmed</source>
            <translation>dauerhaft geschädigt</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="49" />
            <source>traumatized</source>
            <translation>traumatisiert</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="50" />
            <source>doomed</source>
            <translation>verdammt</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="51" />
            <source>tormented</source>
            <translation>gequält</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="52" />
            <source>indebted</source>
            <translation>verschuldet</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="53" />
            <source>battered</source>
            <translation>beschädigt</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="54" />
            <source>cursed</source>
            <translation>verflucht</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="55" />
            <source>Quests</source>
            <translation>Queste</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="56" />
            <source>Bonds</source>
            <translation>Bande</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="57" />
            <source>Discoveries</source>
            <translation>Entdeckungen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="57" />
            <source>Defense</source>
            <translation>Verteidigung</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="58" />
            <source>Recovery</source>
            <translation>Erholung</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="59" />
            <source>Lead</source>
            <translation>Führung</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="60" />
            <source>Stunt</source>
            <translation>Kunststück</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="61" />
            <source>Aid</source>
            <translation>Hilfe</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="65" />
            <source>Risk</source>
            <translation>Risiko</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="66" />
            <source>Power</source>
            <translation>Kraft</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="215" />
            <location filename="../../starshine_desktop/services/records.py" line="446" />
            <location filename="../../starshine_desktop/services/records.py" line="471" />
            <source>An Actor's name</source>
            <extracomment>The fields a person may change directly, by kind: field -&gt; how to check a value.</extracomment>
            <translation>Der Name eines Akteurs</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="219" />
            <location filename="../../starshine_desktop/services/records.py" line="507" />
            <source>An Element's name</source>
            <translation>Der Name eines Elements</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="220" />
            <location filename="../../starshine_desktop/services/records.py" line="509" />
            <source>An Element's Scale</source>
            <translation>Die Größe eines Elements</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="224" />
            <location filename="../../starshine_desktop/services/records.py" line="521" />
            <source>A Characteristic's name</source>
            <translation>Der Name einer Eigenschaft</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="225" />
            <location filename="../../starshine_desktop/services/records.py" line="523" />
            <source>A Characteristic</source>
            <translation>Eine Eigenschaft</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="226" />
            <source>Corrupt</source>
            <translation>Verdorben</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="227" />
            <source>The corrupt name</source>
            <translation>Der verdorbene Name</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="229" />
            <location filename="../../starshine_desktop/services/records.py" line="534" />
            <source>An Expression</source>
            <translation>Ein Ausdruck</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="231" />
            <location filename="../../starshine_desktop/services/records.py" line="549" />
            <source>The kind</source>
            <translation>Die Art</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="232" />
            <location filename="../../starshine_desktop/services/records.py" line="550" />
            <source>The name</source>
            <translation>Der Name</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="233" />
            <location filename="../../starshine_desktop/services/records.py" line="551" />
            <source>The Score</source>
            <translation>Der Wert</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="234" />
            <location filename="../../starshine_desktop/services/records.py" line="553" />
            <source>A modifier</source>
            <translation>Ein Modifikator</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="237" />
            <location filename="../../starshine_desktop/services/records.py" line="569" />
            <source>A Trait's name</source>
            <translation>Der Name eines Merkmals</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="238" />
            <location filename="../../starshine_desktop/services/records.py" line="571" />
            <source>A Trait's Strength</source>
            <translation>Die Stärke eines Merkmals</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="239" />
            <location filename="../../starshine_desktop/services/records.py" line="573" />
            <source>Negative</source>
            <translation>Negativ</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="242" />
            <location filename="../../starshine_desktop/services/records.py" line="626" />
            <source>The Relationship/State</source>
            <translation>Die Beziehung/der Zustand</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="244" />
            <location filename="../../starshine_desktop/services/records.py" line="705" />
            <source>A Strategy's name</source>
            <translation>Der Name einer Strategie</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="246" />
            <location filename="../../starshine_desktop/services/records.py" line="837" />
            <source>An Advance</source>
            <translation>Ein Aufstieg</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="247" />
            <location filename="../../starshine_desktop/services/records.py" line="838" />
            <source>An Advance's reason</source>
            <translation>Der Grund eines Aufstiegs</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="248" />
            <location filename="../../starshine_desktop/services/records.py" line="839" />
            <source>The date</source>
            <translation>Das Datum</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="447" />
            <source>Director</source>
            <translation>Spielleitung</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="585" />
            <source>A Trait's holder</source>
            <translation>Der Träger eines Merkmals</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="595" />
            <source>A Trait's creator</source>
            <translation>Der Urheber eines Merkmals</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="659" />
            <source>An Investment's state</source>
            <translation>Der Zustand einer Investition</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="674" />
            <location filename="../../starshine_desktop/services/records.py" line="787" />
            <location filename="../../starshine_desktop/services/records.py" line="826" />
            <source>The reason</source>
            <translation>Der Grund</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="737" />
            <source>A Strategy's state</source>
            <translation>Der Zustand einer Strategie</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/rules_packages.py" line="307" />
            <location filename="../../starshine_desktop/storage/journal.py" line="46" />
            <source>rules package</source>
            <translation>Regelpaket</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/challenges_reads.py" line="70" />
            <source>rulings</source>
            <translation>Regelentscheidungen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/challenges_reads.py" line="71" />
            <source>Personae</source>
            <translation>Personae</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/challenges_reads.py" line="72" />
            <source>set-up</source>
            <translation>Aufbau</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/challenges_reads.py" line="73" />
            <source>steps</source>
            <translation>Schritte</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/challenges_reads.py" line="110" />
            <source>Challenge</source>
            <translation>Herausforderung</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/dice_reads.py" line="25" />
            <source>Challenge pool</source>
            <translation>Herausforderungspool</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/dice_reads.py" line="26" />
            <source>Statement scene</source>
            <translation>Aussageszene</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/journal.py" line="31" />
            <source>Actor</source>
            <translation>Akteur</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/journal.py" line="32" />
            <source>Element</source>
            <translation>Element</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/journal.py" line="33" />
            <source>Characteristic</source>
            <translation>Eigenschaft</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/journal.py" line="34" />
            <source>Expression</source>
            <translation>Ausdruck</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/journal.py" line="35" />
            <source>Knack, Power or Signature Item</source>
            <translation>Kniff, Kraft oder Markenzeichen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/journal.py" line="36" />
            <source>Trait</source>
            <translation>Merkmal</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/journal.py" line="37" />
            <source>Investment</source>
            <translation>Investition</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/journal.py" line="38" />
            <source>Strategy</source>
            <translation>Strategie</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/journal.py" line="39" />
            <source>Stance change</source>
            <translation>Haltungsänderung</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/journal.py" line="40" />
            <source>Advance</source>
            <translation>Aufstieg</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/journal.py" line="41" />
            <location filename="../../starshine_desktop/storage/records_reads.py" line="229" />
            <source>Episode</source>
            <extracomment>Makes a ``TraitListingRow`` from SQLite's tuple in C, with no Python call per row. The flag column of each table (stored 0/1, read as bool). Bound values per query, well below SQLite's limit.</extracomment>
            <translation>Episode</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/journal.py" line="42" />
            <source>Episode participant</source>
            <translation>Episodenteilnahme</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/journal.py" line="43" />
            <source>Expression check</source>
            <translation>Abgehakter Ausdruck</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/journal.py" line="44" />
            <source>Trait check</source>
            <translation>Abgehaktes Merkmal</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/journal.py" line="45" />
            <source>Episode outcome</source>
            <translation>Episodenergebnis</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/rows.py" line="41" />
            <source>Has risked Corruption</source>
            <translation>Hat Verderbnis riskiert</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/rows.py" line="42" />
            <source>Has risked Death</source>
            <translation>Hat den Tod riskiert</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/rows.py" line="43" />
            <source>Dead</source>
            <translation>Tot</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/tracks_reads.py" line="130" />
            <source>progress track</source>
            <translation>Fortschrittsleiste</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/tracks_reads.py" line="207" />
            <source>oracle result</source>
            <translation>Orakelergebnis</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_moves.py" line="146" />
            <source>Strong hit</source>
            <translation>Voller Erfolg</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_moves.py" line="147" />
            <source>Weak hit</source>
            <translation>Teilerfolg</translation>
        </message>
    </context>
    <context>
        <name>Print</name>
        <message>
            <location filename="../../starshine_desktop/services/challenge_words.py" line="26" />
            <source>every Persona is free, surrendered or dead</source>
            <translation>jede Persona ist frei, hat aufgegeben oder ist tot</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/challenge_words.py" line="27" />
            <source>the Actors accepted a compromise</source>
            <translation>die Akteure haben einen Kompromiss angenommen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/challenge_words.py" line="28" />
            <source>the Director ended it</source>
            <translation>die Spielleitung hat sie beendet</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/__init__.py" line="90" />
            <source>Persona sheet</source>
            <translation>Persona-Bogen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/__init__.py" line="91" />
            <source>Blank Persona sheet (pencil)</source>
            <translation>Leerer Persona-Bogen (für Bleistift)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/__init__.py" line="92" />
            <source>Shadow Play index cards</source>
            <translation>Schattenspiel-Karteikarten</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/__init__.py" line="93" />
            <source>Episode prep sheet</source>
            <translation>Episodenvorbereitung</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/__init__.py" line="94" />
            <source>Challenge log</source>
            <translation>Herausforderungsprotokoll</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/__init__.py" line="95" />
            <source>Quick reference: Starshine Challenge</source>
            <translation>Kurzreferenz: Starshine-Herausforderung</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/__init__.py" line="96" />
            <location filename="../../starshine_desktop/services/printing/quick_moves.py" line="192" />
            <source>Quick reference: moves</source>
            <translation>Kurzreferenz: Züge</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/__init__.py" line="97" />
            <location filename="../../starshine_desktop/services/printing/quick_oracles.py" line="63" />
            <source>Quick reference: oracle tables</source>
            <translation>Kurzreferenz: Orakeltabellen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/__init__.py" line="98" />
            <location filename="../../starshine_desktop/services/printing/quick_cortex.py" line="33" />
            <source>Quick reference: Cortex-style dice</source>
            <translation>Kurzreferenz: Würfel im Cortex-Stil</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/__init__.py" line="99" />
            <location filename="../../starshine_desktop/services/printing/quick_statements.py" line="26" />
            <source>Quick reference: statement resolution</source>
            <translation>Kurzreferenz: Auflösung von Aussagen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/__init__.py" line="186" />
            <source>rulings of the Challenge {title}</source>
            <translation>Regelentscheidungen der Herausforderung {title}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/__init__.py" line="191" />
            <source>rulings of {whose}</source>
            <translation>Regelentscheidungen von {whose}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/__init__.py" line="196" />
            <source>rulings of the latest Challenge, {title}</source>
            <translation>Regelentscheidungen der letzten Herausforderung, {title}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/__init__.py" line="198" />
            <source>default rulings (rules-spec A.6)</source>
            <translation>Standard-Regelentscheidungen (Regelspezifikation A.6)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/cards.py" line="36" />
            <source>STANCE</source>
            <translation>HALTUNG</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/cards.py" line="37" />
            <source>EXPRESSIONS</source>
            <translation>AUSDRÜCKE</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/cards.py" line="38" />
            <source>INVESTMENT</source>
            <translation>INVESTITION</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/cards.py" line="39" />
            <source>STRATEGY</source>
            <translation>STRATEGIE</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/cards.py" line="40" />
            <source>TRAIT</source>
            <translation>MERKMAL</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/cards.py" line="50" />
            <source>SHADOW PLAY</source>
            <translation>SCHATTENSPIEL</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/cards.py" line="93" />
            <source>It rises by 1 each time the Persona starts or develops a Strategy; a Push lowers it by 1.</source>
            <translation>Sie steigt um 1, wann immer die Persona eine Strategie beginnt oder weiterentwickelt; Nachlegen senkt sie um 1.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/cards.py" line="98" />
            <source>Now</source>
            <translation>Jetzt</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/cards.py" line="102" />
            <location filename="../../starshine_desktop/services/printing/cards.py" line="204" />
            <source>Changes:</source>
            <translation>Änderungen:</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/cards.py" line="106" />
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="202" />
            <source>Director's Stance</source>
            <translation>Haltung der Spielleitung</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/cards.py" line="154" />
            <source>No Characteristics yet.</source>
            <translation>Noch keine Eigenschaften.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/cards.py" line="156" />
            <source>Expressions</source>
            <translation>Ausdrücke</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/cards.py" line="158" />
            <source>Expressions ({number} of {count})</source>
            <translation>Ausdrücke ({number} von {count})</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/cards.py" line="168" />
            <source>, taken from &lt;b&gt;{characteristic}&lt;/b&gt;</source>
            <translation>, genommen von &lt;b&gt;{characteristic}&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/cards.py" line="171" />
            <source>Resolved: the Persona gains an Advance.</source>
            <translation>Eingelöst: Die Persona erhält einen Aufstieg.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/cards.py" line="173" />
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="84" />
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="243" />
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="332" />
            <source>Value</source>
            <translation>Wert</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/cards.py" line="183" />
            <source>Pursues: &lt;b&gt;{aim}&lt;/b&gt;</source>
            <translation>Verfolgt: &lt;b&gt;{aim}&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/cards.py" line="184" />
            <source>Begun or developed: the Director's Stance rises by 1.</source>
            <translation>Begonnen oder weiterentwickelt: Die Haltung der Spielleitung steigt um 1.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/cards.py" line="196" />
            <source>Negative Trait on &lt;b&gt;{on}&lt;/b&gt;, created by &lt;b&gt;{by}&lt;/b&gt;.</source>
            <translation>Negatives Merkmal auf &lt;b&gt;{on}&lt;/b&gt;, geschaffen von &lt;b&gt;{by}&lt;/b&gt;.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/cards.py" line="198" />
            <source>Trait on &lt;b&gt;{on}&lt;/b&gt;, created by &lt;b&gt;{by}&lt;/b&gt;.</source>
            <translation>Merkmal auf &lt;b&gt;{on}&lt;/b&gt;, geschaffen von &lt;b&gt;{by}&lt;/b&gt;.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/cards.py" line="202" />
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="315" />
            <source>Strength</source>
            <translation>Stärke</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/cards.py" line="225" />
            <source>Shadow Play cards: {name} · {campaign}</source>
            <translation>Schattenspiel-Karten: {name} · {campaign}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/cards.py" line="229" />
            <location filename="../../starshine_desktop/services/printing/cards.py" line="247" />
            <source>Shadow Play cards · {campaign}</source>
            <translation>Schattenspiel-Karten · {campaign}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="46" />
            <location filename="../../starshine_desktop/services/printing/gather.py" line="39" />
            <source>the Director</source>
            <translation>die Spielleitung</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="67" />
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="153" />
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="47" />
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="65" />
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="82" />
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="103" />
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="189" />
            <source>Persona</source>
            <translation>Persona</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="68" />
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="161" />
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="49" />
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="368" />
            <source>Stance</source>
            <translation>Haltung</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="70" />
            <source>Threat Score</source>
            <translation>Bedrohungswert</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="79" />
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="122" />
            <source>Element</source>
            <translation>Element</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="79" />
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="123" />
            <source>Scale</source>
            <translation>Größe</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="89" />
            <source>Every ruling at its default (rules-spec A.6).</source>
            <translation>Jede Regelentscheidung auf ihrem Standard (Regelspezifikation A.6).</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="111" />
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="222" />
            <source>Set-up</source>
            <translation>Aufbau</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="113" />
            <source>Round {number}</source>
            <translation>Runde {number}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="118" />
            <source>No log entries.</source>
            <translation>Keine Protokolleinträge.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="122" />
            <source>Negative, {strength}</source>
            <translation>negativ, {strength}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="123" />
            <source>by {name}</source>
            <translation>von {name}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="154" />
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="218" />
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="155" />
            <source>Threat</source>
            <translation>Bedr.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="156" />
            <source>Opp.</source>
            <translation>Gel.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="157" />
            <source>Danger</source>
            <translation>Gefahr</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="158" />
            <source>Guard</source>
            <translation>Deck.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="159" />
            <source>Surr.</source>
            <translation>Aufg.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="171" />
            <source>(Scale {scale})</source>
            <translation>(Größe {scale})</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="177" />
            <source>On</source>
            <translation>Auf</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="177" />
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="619" />
            <source>Traits</source>
            <translation>Merkmale</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="187" />
            <source>{count} step</source>
            <translation>{count} Schritt</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="187" />
            <source>{count} steps</source>
            <translation>{count} Schritte</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="190" />
            <source>{count} round</source>
            <translation>{count} Runde</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="190" />
            <source>{count} rounds</source>
            <translation>{count} Runden</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="193" />
            <source>{steps} over {rounds}; the Challenge is still running.</source>
            <translation>{steps} in {rounds}; die Herausforderung läuft noch.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="195" />
            <source>{steps} over {rounds}; the Challenge is over: {outcome}.</source>
            <translation>{steps} in {rounds}; die Herausforderung ist vorbei: {outcome}.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="206" />
            <source>Challenge log: {title}</source>
            <translation>Herausforderungsprotokoll: {title}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="208" />
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="160" />
            <source>Campaign: {name}</source>
            <translation>Kampagne: {name}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="212" />
            <source>Rules: {rules}</source>
            <translation>Regeln: {rules}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="220" />
            <source>Rulings</source>
            <translation>Regelentscheidungen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="224" />
            <source>Where it stands</source>
            <translation>Wo sie steht</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/challenge_log.py" line="226" />
            <source>Log</source>
            <translation>Protokoll</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/document.py" line="27" />
            <source>Print at 100% (actual size, no scaling): this line is 1 inch (25.4 mm) long.</source>
            <translation>Mit 100 % drucken (Originalgröße, ohne Skalierung): Diese Linie ist 1 Zoll (25,4 mm) lang.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="26" />
            <source>&lt;b&gt;Director:&lt;/b&gt; {name}</source>
            <translation>&lt;b&gt;Spielleitung:&lt;/b&gt; {name}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="32" />
            <source>{actor} — plays {persona}</source>
            <translation>{actor} – spielt {persona}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="41" />
            <source>No Personae.</source>
            <translation>Keine Personae.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="48" />
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="190" />
            <source>Actor</source>
            <translation>Akteur</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="50" />
            <source>Changes</source>
            <translation>Änderungen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="63" />
            <source>No open Strategies.</source>
            <translation>Keine offenen Strategien.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="66" />
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="352" />
            <source>Strategy</source>
            <translation>Strategie</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="67" />
            <source>Pursues</source>
            <translation>Verfolgt</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="80" />
            <source>No open Investments.</source>
            <translation>Keine offenen Investitionen.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="83" />
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="331" />
            <source>Investment</source>
            <translation>Investition</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="85" />
            <source>From</source>
            <translation>Aus</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="92" />
            <source>No earlier Episode.</source>
            <translation>Keine frühere Episode.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="93" />
            <source>Last Episode: &lt;b&gt;{title}&lt;/b&gt;</source>
            <translation>Letzte Episode: &lt;b&gt;{title}&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="101" />
            <source>Everything was checked off.</source>
            <translation>Alles wurde abgehakt.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="104" />
            <source>Left unchecked</source>
            <translation>Nicht abgehakt</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="105" />
            <source>Not checked by</source>
            <translation>Nicht abgehakt von</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="112" />
            <source>No Elements in play.</source>
            <translation>Keine Elemente im Spiel.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="114" />
            <source>Negative</source>
            <translation>negativ</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="124" />
            <source>Traits on it</source>
            <translation>Merkmale darauf</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="143" />
            <source>Every other player ticks what they saw; a Persona gains an Advance when every box of its table is ticked (A.3).</source>
            <translation>Alle anderen Spielenden haken ab, was sie gesehen haben; eine Persona erhält einen Aufstieg, wenn jedes Kästchen ihrer Tabelle abgehakt ist (A.3).</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="148" />
            <source>Check-off for this Episode</source>
            <translation>Abhaken für diese Episode</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="158" />
            <source>Episode prep: {title}</source>
            <translation>Episodenvorbereitung: {title}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="165" />
            <source>Participants</source>
            <translation>Teilnehmende</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="167" />
            <source>Stances</source>
            <translation>Haltungen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="169" />
            <source>Open Strategies</source>
            <translation>Offene Strategien</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="171" />
            <source>Open Investments</source>
            <translation>Offene Investitionen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="173" />
            <source>Left unchecked last Episode</source>
            <translation>In der letzten Episode nicht abgehakt</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/episode_prep.py" line="175" />
            <source>Elements in play</source>
            <translation>Elemente im Spiel</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/gather.py" line="40" />
            <source>ending the Episode</source>
            <translation>das Beenden der Episode</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/gather.py" line="41" />
            <source>Next Episode</source>
            <translation>Nächste Episode</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/gather.py" line="43" />
            <source>Knack</source>
            <translation>Kniff</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/gather.py" line="44" />
            <source>Power</source>
            <translation>Kraft</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/gather.py" line="45" />
            <source>Signature Item</source>
            <translation>Markenzeichen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/gather.py" line="104" />
            <source>Persona {id}</source>
            <translation>Persona {id}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/gather.py" line="109" />
            <location filename="../../starshine_desktop/services/printing/gather.py" line="171" />
            <source>Element {id}</source>
            <translation>Element {id}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/gather.py" line="273" />
            <source>Expression: {label}</source>
            <translation>Ausdruck: {label}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/gather.py" line="274" />
            <source>Trait: {label}</source>
            <translation>Merkmal: {label}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="15" />
            <source>open</source>
            <translation>offen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="16" />
            <source>resolved</source>
            <translation>eingelöst</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="17" />
            <source>lost</source>
            <translation>verloren</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="18" />
            <location filename="../../starshine_desktop/services/printing/labels.py" line="25" />
            <source>active</source>
            <translation>aktiv</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="19" />
            <location filename="../../starshine_desktop/services/printing/labels.py" line="27" />
            <source>surrendered</source>
            <translation>aufgegeben</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="20" />
            <source>completed</source>
            <translation>abgeschlossen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="21" />
            <source>earned</source>
            <translation>verdient</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="22" />
            <source>spent</source>
            <translation>ausgegeben</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="26" />
            <source>free</source>
            <translation>frei</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="28" />
            <source>dead</source>
            <translation>tot</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="31" />
            <source>Physical stress</source>
            <translation>Körperlicher Stress</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="32" />
            <source>Mental stress</source>
            <translation>Geistiger Stress</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/labels.py" line="33" />
            <source>Social stress</source>
            <translation>Sozialer Stress</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/model.py" line="36" />
            <source>{name} (corrupt)</source>
            <translation>{name} (verdorben)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="122" />
            <source>modified: {value}</source>
            <translation>modifiziert: {value}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="163" />
            <source>Has risked Corruption (once, ever)</source>
            <translation>Hat Verderbnis riskiert (nur einmal)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="164" />
            <source>Has risked Death (once, ever)</source>
            <translation>Hat den Tod riskiert (nur einmal)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="165" />
            <source>Dead</source>
            <translation>Tot</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="191" />
            <source>Campaign</source>
            <translation>Kampagne</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="203" />
            <source>+1 a Strategy begun or developed, −1 a Push</source>
            <translation>+1 je begonnene oder weiterentwickelte Strategie, −1 je Nachlegen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="231" />
            <source>corrupt</source>
            <translation>verdorben</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="242" />
            <source>Characteristic and its Expressions</source>
            <translation>Eigenschaft und ihre Ausdrücke</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="256" />
            <source>No Characteristics.</source>
            <translation>Keine Eigenschaften.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="269" />
            <source>Knack, Power or Signature Item</source>
            <translation>Kniff, Kraft oder Markenzeichen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="270" />
            <source>Score</source>
            <translation>Wert</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="276" />
            <source>No Knacks, Powers or Signature Items.</source>
            <translation>Keine Kniffe, Kräfte oder Markenzeichen.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="298" />
            <source>No Traits.</source>
            <translation>Keine Merkmale.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="304" />
            <source>N: a Negative Trait. By: who made it, if not the Persona.</source>
            <translation>N: ein negatives Merkmal. Von: wer es geschaffen hat, wenn nicht die Persona.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="306" />
            <source>N: a Negative Trait.</source>
            <translation>N: ein negatives Merkmal.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="314" />
            <source>Trait</source>
            <translation>Merkmal</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="316" />
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="322" />
            <source>N</source>
            <translation>N</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="318" />
            <source>By</source>
            <translation>Von</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="333" />
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="352" />
            <source>State</source>
            <translation>Zustand</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="339" />
            <source>No Investments.</source>
            <translation>Keine Investitionen.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="345" />
            <source>from {characteristic}</source>
            <translation>aus {characteristic}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="357" />
            <source>No Strategies.</source>
            <translation>Keine Strategien.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="363" />
            <source>pursues {aim}</source>
            <translation>verfolgt {aim}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="368" />
            <source>Why</source>
            <translation>Warum</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="368" />
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="523" />
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="383" />
            <source>Changes of the Director's Stance</source>
            <translation>Änderungen der Haltung der Spielleitung</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="394" />
            <location filename="../../starshine_desktop/services/printing/quick_cortex.py" line="96" />
            <source>Cortex-style dice</source>
            <translation>Würfel im Cortex-Stil</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="395" />
            <source>Plot points</source>
            <translation>Plotpunkte</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="401" />
            <source>Stressed out</source>
            <translation>Überlastet</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="402" />
            <source>takes no further part in the scene</source>
            <translation>nimmt nicht weiter an der Szene teil</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="405" />
            <source>Stress die</source>
            <translation>Stresswürfel</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="413" />
            <source>&lt;b&gt;Stressed out&lt;/b&gt;: takes no further part in the scene.</source>
            <translation>&lt;b&gt;Überlastet&lt;/b&gt;: nimmt nicht weiter an der Szene teil.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="438" />
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="495" />
            <source>Legacy track</source>
            <translation>Vermächtnisleiste</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="439" />
            <source>Boxes (four ticks each)</source>
            <translation>Kästchen (je vier Striche)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="440" />
            <source>Completed</source>
            <translation>Abgeschlossen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="450" />
            <source>&lt;b&gt;Momentum&lt;/b&gt; (max and reset: ____ / ____)</source>
            <translation>&lt;b&gt;Schwung&lt;/b&gt; (Maximum und Rücksetzwert: ____ / ____)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="453" />
            <source>Impacts</source>
            <translation>Belastungen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="457" />
            <source>&lt;b&gt;Experience&lt;/b&gt; earned ________ spent ________</source>
            <translation>&lt;b&gt;Erfahrung&lt;/b&gt; verdient ________ ausgegeben ________</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="476" />
            <source>{momentum} (max {most}, reset {reset})</source>
            <translation>{momentum} (Maximum {most}, Rücksetzwert {reset})</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="482" />
            <location filename="../../starshine_desktop/services/printing/quick_moves.py" line="124" />
            <source>Momentum</source>
            <translation>Schwung</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="490" />
            <source>none</source>
            <translation>keine</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="492" />
            <source>yes</source>
            <translation>ja</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="492" />
            <source>no</source>
            <translation>nein</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="496" />
            <source>Boxes filled (of 10)</source>
            <translation>Gefüllte Kästchen (von 10)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="497" />
            <source>Completed before</source>
            <translation>Schon abgeschlossen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="507" />
            <source>Impacts: {impacts}. Experience: earned {earned}, spent {spent}, available {left}.</source>
            <translation>Belastungen: {impacts}. Erfahrung: verdient {earned}, ausgegeben {spent}, verfügbar {left}.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="521" />
            <source>Advance</source>
            <translation>Aufstieg</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="522" />
            <source>Reason</source>
            <translation>Grund</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="526" />
            <source>Advances</source>
            <translation>Aufstiege</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="531" />
            <source>No Advances.</source>
            <translation>Keine Aufstiege.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="542" />
            <source>Earned {earned}, spent {spent}, unspent {left}.</source>
            <translation>Verdient {earned}, ausgegeben {spent}, nicht ausgegeben {left}.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="549" />
            <source>Notes</source>
            <translation>Notizen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="551" />
            <source>Anything else</source>
            <translation>Sonstiges</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="614" />
            <source>Characteristics and Expressions</source>
            <translation>Eigenschaften und Ausdrücke</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="618" />
            <source>Knacks, Powers and Signature Items</source>
            <translation>Kniffe, Kräfte und Markenzeichen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="620" />
            <source>Investments</source>
            <translation>Investitionen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="621" />
            <source>Strategies</source>
            <translation>Strategien</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="626" />
            <source>{count} {heading}: after this page.</source>
            <translation>{heading} ({count}): nach dieser Seite.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="646" />
            <source>Scores</source>
            <translation>Werte</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="672" />
            <source>Persona sheet: {name}</source>
            <translation>Persona-Bogen: {name}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="682" />
            <source>Persona sheet (blank)</source>
            <translation>Persona-Bogen (leer)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="210" />
            <location filename="../../starshine_desktop/services/printing/persona_sheet.py" line="686" />
            <source>Starshine Persona sheet</source>
            <translation>Starshine-Persona-Bogen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/ui/printing.py" line="216" />
            <source>cannot start painting the document</source>
            <translation>das Dokument kann nicht gezeichnet werden</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/ui/printing.py" line="246" />
            <source>page {number} of {count}</source>
            <translation>Seite {number} von {count}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/ui/printing.py" line="272" />
            <source>continued, {part} of {parts}</source>
            <translation>Fortsetzung, {part} von {parts}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/ui/printing.py" line="274" />
            <source>1 of {parts}</source>
            <translation>1 von {parts}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/ui/printing.py" line="361" />
            <source>cannot start painting the cards</source>
            <translation>die Karten können nicht gezeichnet werden</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/ui/printing.py" line="378" />
            <source>cannot start a new page</source>
            <translation>es kann keine neue Seite begonnen werden</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/ui/printing.py" line="422" />
            <source>cannot write {path}: {reason}</source>
            <translation>{path} kann nicht geschrieben werden: {reason}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/ui/printing.py" line="447" />
            <source>cannot write {path}: {reason}; the old file is unchanged</source>
            <translation>{path} kann nicht geschrieben werden: {reason}; die alte Datei ist unverändert</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/ui/printing.py" line="456" />
            <source>the file could not be written in full (is the disk full?)</source>
            <translation>die Datei konnte nicht vollständig geschrieben werden (ist der Datenträger voll?)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_cortex.py" line="17" />
            <location filename="../../starshine_desktop/services/printing/quick_cortex.py" line="37" />
            <source>Difficulty</source>
            <translation>Schwierigkeit</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_cortex.py" line="17" />
            <source>Difficulty dice</source>
            <translation>Schwierigkeitswürfel</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_cortex.py" line="24" />
            <source>Challenge length</source>
            <translation>Länge der Herausforderung</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_cortex.py" line="25" />
            <source>Added to the difficulty dice</source>
            <translation>Zu den Schwierigkeitswürfeln hinzu</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_cortex.py" line="36" />
            <source>Rolling</source>
            <translation>Würfeln</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_cortex.py" line="38" />
            <source>Test</source>
            <translation>Probe</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_cortex.py" line="39" />
            <source>Contest</source>
            <translation>Wettstreit</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_cortex.py" line="40" />
            <source>Challenge pool</source>
            <translation>Herausforderungspool</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_cortex.py" line="41" />
            <source>Stress ({types})</source>
            <translation>Stress ({types})</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_cortex_actions.py" line="37" />
            <source>Action</source>
            <translation>Aktion</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_cortex_actions.py" line="43" />
            <source>Action-based resolution</source>
            <translation>Aktionsbasierte Auflösung</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_cortex_actions.py" line="44" />
            <source>Action order (handoff initiative)</source>
            <translation>Aktionsreihenfolge (Übergabe-Initiative)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_moves.py" line="92" />
            <source>Rank</source>
            <translation>Rang</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_moves.py" line="93" />
            <source>Mark or lose progress, ticks</source>
            <translation>Fortschritt markieren oder verlieren, Striche</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_moves.py" line="94" />
            <source>Legacy reward, ticks</source>
            <translation>Vermächtnisbelohnung, Striche</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_moves.py" line="95" />
            <source>Bond roll</source>
            <translation>Bandwurf</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_moves.py" line="103" />
            <source>Ranks</source>
            <translation>Ränge</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_moves.py" line="117" />
            <source>Impacts marked</source>
            <translation>Markierte Belastungen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_moves.py" line="118" />
            <source>Max momentum</source>
            <translation>Maximaler Schwung</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_moves.py" line="119" />
            <source>Reset to</source>
            <translation>Zurück auf</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_moves.py" line="144" />
            <source>Where</source>
            <translation>Wo</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_moves.py" line="145" />
            <source>When</source>
            <translation>Wann</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_moves.py" line="151" />
            <source>Repair points buy</source>
            <translation>Reparaturpunkte kaufen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_moves.py" line="151" />
            <source>Points</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_moves.py" line="158" />
            <source>The repair points table</source>
            <translation>Die Tabelle der Reparaturpunkte</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_moves.py" line="206" />
            <source>Moves reference · CC BY-NC-SA 4.0</source>
            <translation>Zugreferenz · CC BY-NC-SA 4.0</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_oracles.py" line="35" />
            <source>roll twice</source>
            <translation>zweimal würfeln</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_oracles.py" line="41" />
            <source>Move: {name}</source>
            <translation>Zug: {name}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_oracles.py" line="43" />
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_oracles.py" line="51" />
            <source>Odds</source>
            <translation>Chancen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_oracles.py" line="51" />
            <source>Yes</source>
            <translation>Ja</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_oracles.py" line="51" />
            <source>No</source>
            <translation>Nein</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_oracles.py" line="54" />
            <source>Ask the Oracle</source>
            <translation>Das Orakel befragen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_oracles.py" line="73" />
            <source>Oracle tables · CC BY-NC-SA 4.0</source>
            <translation>Orakeltabellen · CC BY-NC-SA 4.0</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="31" />
            <source>What triggers a threat</source>
            <translation>Was eine Bedrohung auslöst</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="32" />
            <source>What resets after a threat</source>
            <translation>Was nach einer Bedrohung zurückgesetzt wird</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="33" />
            <source>Scope range</source>
            <translation>Spanne der Reichweite</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="34" />
            <source>Recovery Power</source>
            <translation>Kraft bei Erholung</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="35" />
            <source>Leading Power</source>
            <translation>Kraft beim Führen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="36" />
            <source>Telling Negative: whose Traits</source>
            <translation>Zählende negative Merkmale: wessen Merkmale</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="37" />
            <source>Surrender after a risk</source>
            <translation>Aufgeben nach einem Risiko</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="38" />
            <source>A Push resets Threat with</source>
            <translation>Nachlegen setzt die Bedrohung zurück mit</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="39" />
            <source>Push limit</source>
            <translation>Grenze für Nachlegen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="40" />
            <source>Affecting Traits</source>
            <translation>Wirkende Merkmale</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="43" />
            <source>Opportunity greater than Guard</source>
            <translation>Gelegenheit größer als Deckung</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="44" />
            <source>Threat greater than Guard (the literal 2.1 text)</source>
            <translation>Bedrohung größer als Deckung (der wörtliche Text von 2.1)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="47" />
            <source>Opportunity and Danger go to 0</source>
            <translation>Gelegenheit und Gefahr gehen auf 0</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="48" />
            <source>Threat and Opportunity go to 0 (the literal 2.1 text)</source>
            <translation>Bedrohung und Gelegenheit gehen auf 0 (der wörtliche Text von 2.1)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="51" />
            <source>2 to 6 (time 1–3 + significance 1–3)</source>
            <translation>2 bis 6 (Zeit 1–3 + Bedeutung 1–3)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="52" />
            <source>1 to 6</source>
            <translation>1 bis 6</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="53" />
            <source>change by 1, 2 or 3 as Power is less than, equal to or more than Strength</source>
            <translation>Änderung um 1, 2 oder 3, je nachdem ob die Kraft kleiner, gleich oder größer als die Stärke ist</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="56" />
            <source>one point of Strength per point of Power</source>
            <translation>ein Punkt Stärke je Punkt Kraft</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="57" />
            <source>Strength or Scale 1, 2 or 3 as Power is less than, equal to or more than Threat, +1 per extra Fortune</source>
            <translation>Stärke oder Größe 1, 2 oder 3, je nachdem ob die Kraft kleiner, gleich oder größer als die Bedrohung ist, +1 je zusätzlicher Fortuna</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="62" />
            <source>a Trait costs Threat per point of Strength; an Element costs Threat + Scale</source>
            <translation>ein Merkmal kostet Bedrohung je Punkt Stärke; ein Element kostet Bedrohung + Größe</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="65" />
            <source>the acting Persona's, after its own Move</source>
            <translation>die der handelnden Persona, nach ihrem eigenen Zug</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="66" />
            <source>everyone's, after every Move</source>
            <translation>die aller, nach jedem Zug</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="67" />
            <source>back to its value at set-up</source>
            <translation>zurück auf den Wert beim Aufbau</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="68" />
            <source>its original value − 1</source>
            <translation>sein ursprünglicher Wert − 1</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="69" />
            <source>the Stance before the Push + Threat Score</source>
            <translation>die Haltung vor dem Nachlegen + Bedrohungswert</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="70" />
            <source>the Stance after the Push + Threat Score</source>
            <translation>die Haltung nach dem Nachlegen + Bedrohungswert</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="71" />
            <source>once per Challenge</source>
            <translation>einmal je Herausforderung</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="72" />
            <source>once per Persona</source>
            <translation>einmal je Persona</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="73" />
            <source>off: Traits do not change a Move's scores</source>
            <translation>aus: Merkmale ändern die Werte eines Zuges nicht</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="74" />
            <source>on: a Trait that applies adds its Strength to one Score of the Move (a Negative Trait subtracts) until the end of that Persona's next Move</source>
            <translation>an: ein zutreffendes Merkmal addiert seine Stärke zu einem Wert des Zuges (ein negatives Merkmal subtrahiert) bis zum Ende des nächsten Zuges dieser Persona</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="93" />
            <source>default</source>
            <translation>Standard</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="95" />
            <source>table's choice</source>
            <translation>Wahl der Runde</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="157" />
            <source>0. Set up (once)</source>
            <translation>0. Aufbau (einmal)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="162" />
            <source>1. Clock</source>
            <translation>1. Uhr</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="165" />
            <source>2. Threats</source>
            <translation>2. Bedrohungen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="167" />
            <source>3. Moves (each Actor, one Move per round, any order)</source>
            <translation>3. Züge (jeder Akteur, ein Zug pro Runde, beliebige Reihenfolge)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="192" />
            <source>5. Surrender (at Surrender 0)</source>
            <translation>5. Aufgeben (bei Aufgeben 0)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="199" />
            <source>6. Free, Push, Compromise</source>
            <translation>6. Frei, Nachlegen, Kompromiss</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="207" />
            <source>7. Next round</source>
            <translation>7. Nächste Runde</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="217" />
            <source>Quick reference: the Starshine Challenge</source>
            <translation>Kurzreferenz: die Starshine-Herausforderung</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="221" />
            <source>Rules version 2.1 · Campaign: {name} · {source}</source>
            <translation>Regelversion 2.1 · Kampagne: {name} · {source}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_starshine.py" line="224" />
            <source>Rulings in play</source>
            <translation>Geltende Regelentscheidungen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_statements.py" line="28" />
            <source>1. State</source>
            <translation>1. Aussagen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_statements.py" line="29" />
            <source>2. Roll</source>
            <translation>2. Würfeln</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_statements.py" line="30" />
            <source>3. Resolve</source>
            <translation>3. Auflösen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_statements.py" line="32" />
            <source>Luck (at most {cap})</source>
            <translation>Glück (höchstens {cap})</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_statements.py" line="33" />
            <source>After the scene, in this order</source>
            <translation>Nach der Szene, in dieser Reihenfolge</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_statements.py" line="34" />
            <source>Setbacks in later scenes</source>
            <translation>Rückschläge in späteren Szenen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/quick_statements.py" line="89" />
            <source>Statement resolution</source>
            <translation>Auflösung von Aussagen</translation>
        </message>
    </context>
    <context>
        <name>PrintMenu</name>
        <message>
            <location filename="../../starshine_desktop/ui/printing.py" line="490" />
            <source>PDF files (*.pdf)</source>
            <translation>PDF-Dateien (*.pdf)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/ui/printing.py" line="491" />
            <source>Scenarios (*.json);;All files (*)</source>
            <translation>Szenarien (*.json);;Alle Dateien (*)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/ui/printing.py" line="517" />
            <location filename="../../starshine_desktop/ui/printing.py" line="704" />
            <source>Export PDF</source>
            <translation>Als PDF exportieren</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/ui/printing.py" line="531" />
            <source>Challenge scenario</source>
            <translation>Herausforderungsszenario</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/ui/printing.py" line="545" />
            <source>A scenario file…</source>
            <translation>Eine Szenariodatei …</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/ui/printing.py" line="548" />
            <source>Challenge log</source>
            <translation>Herausforderungsprotokoll</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/ui/printing.py" line="549" />
            <source>Print the log of:</source>
            <translation>Das Protokoll drucken von:</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/ui/printing.py" line="641" />
            <source>Cannot print the {document}</source>
            <translation>{document} kann nicht gedruckt werden</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/ui/printing.py" line="677" />
            <location filename="../../starshine_desktop/ui/printing.py" line="687" />
            <source>Cannot export the PDF</source>
            <translation>Das PDF kann nicht exportiert werden</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/ui/printing.py" line="698" />
            <source>Writing {title}…</source>
            <translation>{title} wird geschrieben …</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/ui/printing.py" line="699" />
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/ui/printing.py" line="722" />
            <source>Preparing the cards…</source>
            <translation>Die Karten werden vorbereitet …</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/ui/printing.py" line="725" />
            <source>Page {page} of {pages}</source>
            <translation>Seite {page} von {pages}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/ui/printing.py" line="732" />
            <source>printing was cancelled; nothing was written</source>
            <translation>das Drucken wurde abgebrochen; nichts wurde geschrieben</translation>
        </message>
    </context>
    <context>
        <name>Refusal</name>
        <message>
            <location filename="../../starshine_desktop/services/challenges.py" line="210" />
            <source>A Challenge's title cannot be blank</source>
            <translation>Der Titel einer Herausforderung darf nicht leer sein</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/challenges.py" line="213" />
            <source>A Challenge's title is longer than {limit} characters</source>
            <translation>Der Titel einer Herausforderung ist länger als {limit} Zeichen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/challenges.py" line="300" />
            <source>Challenge {title!r} no longer replays: {error}</source>
            <translation>Die Herausforderung {title!r} lässt sich nicht mehr nachspielen: {error}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/challenges.py" line="447" />
            <source>A Challenge needs at least one Persona</source>
            <extracomment>The events of the last step applied (or of the last step stored, on resuming).</extracomment>
            <translation>Eine Herausforderung braucht mindestens eine Persona</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/challenges.py" line="451" />
            <source>A Persona takes part in a Challenge only once</source>
            <translation>Eine Persona nimmt an einer Herausforderung nur einmal teil</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/challenges.py" line="462" />
            <source>{name} is dead and cannot take part in a Challenge (rules-spec A.5)</source>
            <translation>{name} ist tot und kann an keiner Herausforderung teilnehmen (Regelspezifikation A.5)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/challenges.py" line="475" />
            <source>There is no Element with id {record_id} in this campaign</source>
            <translation>In dieser Kampagne gibt es kein Element mit der ID {record_id}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/challenges.py" line="499" />
            <source>The Challenge cannot start: {error}</source>
            <translation>Die Herausforderung kann nicht beginnen: {error}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/challenges.py" line="554" />
            <source>{title} has no step to take back</source>
            <translation>{title} hat keinen Schritt, der zurückgenommen werden kann</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/challenges.py" line="558" />
            <source>The results of {title} are applied to the campaign: undo that first</source>
            <translation>Die Ergebnisse von {title} sind in die Kampagne übernommen: Mache das zuerst rückgängig</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/challenges.py" line="605" />
            <source>{title} has not ended: there are no results yet</source>
            <translation>{title} ist nicht beendet: Es gibt noch keine Ergebnisse</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/challenges.py" line="610" />
            <source>The results of {title} are already applied</source>
            <translation>Die Ergebnisse von {title} sind bereits übernommen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/episodes.py" line="158" />
            <source>the {name} of an Episode cannot be changed here</source>
            <translation>„{name}“ einer Episode kann hier nicht geändert werden</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/episodes.py" line="200" />
            <source>Episode '{title}' is closed; its check-off is final</source>
            <translation>Die Episode „{title}“ ist abgeschlossen; ihr Abhaken ist endgültig</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/episodes.py" line="205" />
            <source>only a player taking part in the Episode keeps a check-off (A.3)</source>
            <translation>nur wer an der Episode teilnimmt, hakt ab (A.3)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/episodes.py" line="215" />
            <source>that {kind} is not on a Persona in this Episode</source>
            <translation>„{kind}“ gehört zu keiner Persona in dieser Episode</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/episodes.py" line="220" />
            <source>{name}'s own player does not check {name} (rules-spec A.3)</source>
            <translation>Wer {name} spielt, hakt {name} nicht selbst ab (Regelspezifikation A.3)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/episodes.py" line="249" />
            <source>Episode '{title}' is already closed</source>
            <translation>Die Episode „{title}“ ist bereits abgeschlossen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/episodes.py" line="293" />
            <source>Episode '{title}' is closed and can no longer change</source>
            <translation>Die Episode „{title}“ ist abgeschlossen und kann sich nicht mehr ändern</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/persona_sync.py" line="394" />
            <source>{owner} needs {target}, which the choices leave out: keep both or neither</source>
            <extracomment>The sheet fields compared one by one (the Scores are ``scores.&lt;score&gt;``). Fields that say when, not what: never compared. The Persona's lists in the order they are written (a record may name an earlier one).</extracomment>
            <translation>{owner} braucht {target}, das die Auswahl weglässt: Behalte beides oder keines</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/persona_sync.py" line="451" />
            <source>{name} changed while the file was being compared: import it again</source>
            <translation>{name} hat sich geändert, während die Datei verglichen wurde: Importiere sie erneut</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/persona_sync.py" line="566" />
            <source>{name} was changed on both sides since it was last exchanged: choose the value to keep for {unsettled}</source>
            <translation>{name} wurde seit dem letzten Austausch auf beiden Seiten geändert: Wähle den Wert, der bleiben soll, für {unsettled}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/persona_sync.py" line="581" />
            <source>the chosen values do not make a Persona: {error}</source>
            <translation>die gewählten Werte ergeben keine Persona: {error}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/persona_sync.py" line="612" />
            <source>{name} is no longer in the campaign</source>
            <translation>{name} ist nicht mehr in der Kampagne</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/persona_sync.py" line="665" />
            <source>holds no Persona files (*{suffix})</source>
            <translation>enthält keine Persona-Dateien (*{suffix})</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/persona_sync.py" line="679" />
            <source>holds the same Persona as {file}</source>
            <translation>enthält dieselbe Persona wie {file}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/persona_sync.py" line="709" />
            <location filename="../../starshine_desktop/ui/printing.py" line="624" />
            <source>{file}: {error}</source>
            <translation>{file}: {error}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/persona_sync.py" line="730" />
            <source>a Persona of {folder} is no longer there: {error}</source>
            <translation>eine Persona aus {folder} ist nicht mehr da: {error}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/personae.py" line="47" />
            <location filename="../../starshine_desktop/services/records.py" line="101" />
            <source>{what} cannot be blank</source>
            <translation>{what} darf nicht leer sein</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/personae.py" line="50" />
            <location filename="../../starshine_desktop/services/records.py" line="104" />
            <source>{what} is longer than {limit} characters</source>
            <translation>{what} ist länger als {limit} Zeichen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/personae.py" line="60" />
            <location filename="../../starshine_desktop/services/records.py" line="119" />
            <source>Notes are longer than {limit} characters</source>
            <translation>Die Notizen sind länger als {limit} Zeichen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/personae.py" line="89" />
            <source>{what} is true or false, not {value}</source>
            <translation>{what} ist wahr oder falsch, nicht {value}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/personae.py" line="189" />
            <source>{name} is the Director, who plays no Persona (rules-spec A.3)</source>
            <translation>{name} ist die Spielleitung und spielt keine Persona (Regelspezifikation A.3)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/__init__.py" line="132" />
            <source>no Challenge has id {id} (Challenges: none)</source>
            <translation>keine Herausforderung hat die ID {id} (Herausforderungen: keine)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/__init__.py" line="136" />
            <source>no Challenge has id {id} (Challenges: {known})</source>
            <translation>keine Herausforderung hat die ID {id} (Herausforderungen: {known})</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/__init__.py" line="148" />
            <source>{error}</source>
            <translation>{error}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/__init__.py" line="152" />
            <source>a Challenge log needs a stored Challenge (--challenge ID) or a scenario (--scenario FILE)</source>
            <translation>ein Herausforderungsprotokoll braucht eine gespeicherte Herausforderung (--challenge ID) oder ein Szenario (--scenario DATEI)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/__init__.py" line="162" />
            <source>the scenario does not replay: {error}</source>
            <translation>das Szenario lässt sich nicht nachspielen: {error}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/__init__.py" line="172" />
            <source>the rulings of {whose}: {error}</source>
            <translation>die Regelentscheidungen von {whose}: {error}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/__init__.py" line="220" />
            <source>a Persona sheet needs a Persona (--persona NAME)</source>
            <translation>ein Persona-Bogen braucht eine Persona (--persona NAME)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/__init__.py" line="231" />
            <source>the campaign has no Personae to make cards for</source>
            <translation>die Kampagne hat keine Personae, für die Karten gemacht werden können</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/gather.py" line="66" />
            <source>no Persona is called {name} (Personae: none)</source>
            <translation>keine Persona heißt {name} (Personae: keine)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/gather.py" line="70" />
            <source>no Persona is called {name} (Personae: {known})</source>
            <translation>keine Persona heißt {name} (Personae: {known})</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/gather.py" line="76" />
            <source>{count} Personae are called {name}</source>
            <translation>{count} Personae heißen {name}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/gather.py" line="312" />
            <source>no Episode is called {title} (none)</source>
            <translation>keine Episode heißt {title} (keine)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/printing/gather.py" line="316" />
            <source>no Episode is called {title} ({known})</source>
            <translation>keine Episode heißt {title} ({known})</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="95" />
            <source>{what} must be text, not {value}</source>
            <extracomment>The table behind each kind of record this service edits and deletes generically: the Starshine records (the other systems' rows and Challenges have use cases of their own). The Stance log's reason for a Stance the Director set on the Persona sheet.</extracomment>
            <translation>{what} muss Text sein, nicht {value}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="115" />
            <source>Notes must be text, not {value}</source>
            <translation>Notizen müssen Text sein, nicht {value}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="129" />
            <source>{what} must be true or false, not {value}</source>
            <translation>{what} muss wahr oder falsch sein, nicht {value}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="150" />
            <source>{what} must be a date written YYYY-MM-DD, not {value}</source>
            <translation>{what} muss ein Datum in der Form JJJJ-MM-TT sein, nicht {value}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="161" />
            <source>{what} must be one of {allowed}, not {value}</source>
            <translation>{what} muss eines von {allowed} sein, nicht {value}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="205" />
            <source>{what} must name a {kinds}, not {value}</source>
            <translation>{what} muss auf {kinds} verweisen, nicht {value}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="405" />
            <source>the {name} of a {kind} cannot be changed here</source>
            <translation>„{name}“ von „{kind}“ kann hier nicht geändert werden</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="432" />
            <source>a {kind} is not deleted here</source>
            <translation>„{kind}“ wird hier nicht gelöscht</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="453" />
            <source>the campaign already has a Director</source>
            <translation>die Kampagne hat bereits eine Spielleitung</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="465" />
            <source>there is already an Actor called {name}</source>
            <translation>es gibt bereits einen Akteur namens {name}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="491" />
            <source>the Director plays no Persona (rules-spec A.3)</source>
            <translation>die Spielleitung spielt keine Persona (Regelspezifikation A.3)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="634" />
            <source>{name} is not a Characteristic of this Persona (rules-spec A.4)</source>
            <translation>{name} ist keine Eigenschaft dieser Persona (Regelspezifikation A.4)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="688" />
            <source>an Investment's Element must be an Element, not {value}</source>
            <translation>das Element einer Investition muss ein Element sein, nicht {value}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="750" />
            <source>a Strategy pursues an Investment or nothing, not {value}</source>
            <translation>eine Strategie verfolgt eine Investition oder nichts, nicht {value}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/records.py" line="773" />
            <source>a Strategy pursues one of its own Persona's Investments</source>
            <translation>eine Strategie verfolgt eine Investition ihrer eigenen Persona</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/safety.py" line="71" />
            <source>write-ahead log</source>
            <extracomment>Files SQLite and the app keep beside an open campaign, as name suffixes.</extracomment>
            <translation>Write-Ahead-Log</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/safety.py" line="72" />
            <source>shared-memory file</source>
            <translation>Shared-Memory-Datei</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/safety.py" line="73" />
            <source>rollback journal</source>
            <translation>Rollback-Journal</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/safety.py" line="74" />
            <source>lock file</source>
            <translation>Sperrdatei</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/safety.py" line="83" />
            <source>{target} was not written: {reason}. Nothing was changed; choose another file.</source>
            <translation>{target} wurde nicht geschrieben: {reason}. Nichts wurde geändert; wähle eine andere Datei.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/safety.py" line="116" />
            <location filename="../../starshine_desktop/storage/database.py" line="139" />
            <source>it is {kind}, not a file</source>
            <extracomment>SQLite's Unix file layer opens names up to 512 bytes with the terminating NUL; the longest name it makes beside a campaign adds "-journal", so a campaign's own path may be 504 bytes.</extracomment>
            <translation>es ist {kind}, keine Datei</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/safety.py" line="140" />
            <source>it is the open campaign {campaign}</source>
            <translation>es ist die geöffnete Kampagne {campaign}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/safety.py" line="150" />
            <source>it is the {what} of the open campaign {campaign}</source>
            <translation>es ist die Datei „{what}“ der geöffneten Kampagne {campaign}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/safety.py" line="163" />
            <source>it is in the backups folder {folder}</source>
            <translation>es liegt im Sicherungsordner {folder}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/safety.py" line="173" />
            <source>it is a Starshine campaign file (only opening it may change it)</source>
            <translation>es ist eine Starshine-Kampagnendatei (nur Öffnen darf sie verändern)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/safety.py" line="184" />
            <source>it is the {what} of the campaign {campaign}</source>
            <translation>es ist die Datei „{what}“ der Kampagne {campaign}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/tracks.py" line="54" />
            <source>tension clock: only a scene challenge has a tension clock</source>
            <translation>Spannungsuhr: nur eine Szenen-Herausforderung hat eine Spannungsuhr</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/tracks.py" line="61" />
            <source>A track's name cannot be blank</source>
            <translation>Der Name einer Leiste darf nicht leer sein</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/tracks.py" line="64" />
            <source>A track's name is longer than {limit} characters</source>
            <translation>Der Name einer Leiste ist länger als {limit} Zeichen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/tracks.py" line="332" />
            <source>An oracle result is 1 to {limit} characters</source>
            <translation>Ein Orakelergebnis hat 1 bis {limit} Zeichen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/backups.py" line="102" />
            <source>the copy written to {destination} failed its check: {problem}</source>
            <translation>die nach {destination} geschriebene Kopie hat die Prüfung nicht bestanden: {problem}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/backups.py" line="113" />
            <source>could not write a copy to {destination}: {error}</source>
            <translation>es konnte keine Kopie nach {destination} geschrieben werden: {error}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/challenges_reads.py" line="61" />
            <source>Challenge {record_id} has unreadable {what}: {error}</source>
            <translation>Die Herausforderung {record_id} hat unlesbare Daten („{what}“): {error}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/challenges_reads.py" line="81" />
            <source>Challenge {record_id} is damaged: its JSON columns have wrong types</source>
            <translation>Die Herausforderung {record_id} ist beschädigt: Ihre JSON-Spalten haben falsche Typen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/database.py" line="91" />
            <source>SQLite refused write-ahead logging for this file (mode {mode})</source>
            <extracomment>``PRAGMA application_id`` of every campaign file: "STSH". The schema version this build writes; ``PRAGMA user_version`` mirrors it and the newest migration's revision id is the same number (``"0009"``). Read-only snapshots live in temporary folders named so; each holds a guard that its process keeps locked (``lock_path(folder / SNAPSHOT_GUARDED)``) while the snapshot is open. A snapshot folder without its guard is deleted once it is older than this.</extracomment>
            <translation>SQLite hat das Write-Ahead-Logging für diese Datei verweigert (Modus {mode})</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/database.py" line="146" />
            <source>the file is empty</source>
            <translation>die Datei ist leer</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/database.py" line="150" />
            <source>it is not an SQLite database</source>
            <translation>es ist keine SQLite-Datenbank</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/database.py" line="154" />
            <source>it is an SQLite database of another application (application id {found}, not {wanted})</source>
            <translation>es ist eine SQLite-Datenbank einer anderen Anwendung (Anwendungs-ID {found}, nicht {wanted})</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/database.py" line="193" />
            <source>Could not check {name} and its log: {error}</source>
            <translation>{name} und ihr Log konnten nicht geprüft werden: {error}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/database.py" line="268" />
            <source>it is on a read-only drive</source>
            <translation>sie liegt auf einem schreibgeschützten Laufwerk</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/database.py" line="270" />
            <source>the file cannot be written</source>
            <translation>die Datei kann nicht geschrieben werden</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/database.py" line="272" />
            <source>its folder cannot be written</source>
            <translation>ihr Ordner kann nicht beschrieben werden</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/database.py" line="274" />
            <source>the -wal file beside it cannot be written</source>
            <translation>die -wal-Datei daneben kann nicht geschrieben werden</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/database.py" line="275" />
            <source>the -shm file beside it cannot be written</source>
            <translation>die -shm-Datei daneben kann nicht geschrieben werden</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/database.py" line="297" />
            <source>the file has more than one name on this drive (hard links), and two windows opening it by different names could each save over the other's edits</source>
            <translation>die Datei hat auf diesem Laufwerk mehr als einen Namen (harte Links), und zwei Fenster, die sie unter verschiedenen Namen öffnen, könnten gegenseitig ihre Änderungen überschreiben</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/database.py" line="721" />
            <source>Could not make a private copy to read {name}: {error}</source>
            <extracomment>Kept for callers of the first release; the work is done in ``storage.backups``. Held while the snapshot is in use, so that other processes leave its folder be. Transactions committed since the file was opened (a backup on close needs one). ``commits`` when the last backup during the session was written. Why the last routine backup (on open or close) could not be written, if it failed. The routine backup on opening, when it was put off: (backup root, time of opening).</extracomment>
            <translation>Es konnte keine private Kopie zum Lesen von {name} angelegt werden: {error}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/errors.py" line="30" />
            <source>{name} is not a Starshine campaign: {reason}. The file was not changed.</source>
            <translation>{name} ist keine Starshine-Kampagne: {reason}. Die Datei wurde nicht verändert.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/errors.py" line="45" />
            <source>{name} uses campaign format version {file_version}, but this Starshine Desktop understands only up to version {app_version}. Open it with a newer Starshine Desktop; the file was not changed.</source>
            <translation>{name} verwendet das Kampagnenformat Version {file_version}, aber dieses Starshine Desktop versteht nur bis Version {app_version}. Öffne sie mit einem neueren Starshine Desktop; die Datei wurde nicht verändert.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/errors.py" line="65" />
            <source>The campaign is at format version {file_version}; Starshine Desktop never moves a file back to version {asked_version}. Nothing was changed.</source>
            <translation>Die Kampagne hat das Format Version {file_version}; Starshine Desktop setzt eine Datei nie auf Version {asked_version} zurück. Nichts wurde geändert.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/errors.py" line="82" />
            <source>There is no campaign file at {path}.</source>
            <translation>Unter {path} gibt es keine Kampagnendatei.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/errors.py" line="92" />
            <source>The path of {name} is too long for SQLite: {length} bytes, and SQLite opens campaign files only up to {limit} bytes (its log and journal names are longer still). Move it to a folder with a shorter path. The file was not changed.</source>
            <translation>Der Pfad von {name} ist zu lang für SQLite: {length} Bytes, und SQLite öffnet Kampagnendateien nur bis {limit} Bytes (die Namen seines Logs und Journals sind noch länger). Verschiebe sie in einen Ordner mit kürzerem Pfad. Die Datei wurde nicht verändert.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/errors.py" line="112" />
            <source>{path} already exists; a new campaign will not replace it.</source>
            <translation>{path} existiert bereits; eine neue Kampagne ersetzt sie nicht.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/errors.py" line="128" />
            <source>There is no {kind} with id {record_id} in this campaign.</source>
            <translation>In dieser Kampagne gibt es keinen Eintrag „{kind}“ mit der ID {record_id}.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/errors.py" line="143" />
            <source>{name} is open in another Starshine Desktop (process {pid} on {host}). Only one window may change a campaign at a time: close it there first. The file was not changed.</source>
            <translation>{name} ist in einem anderen Starshine Desktop geöffnet (Prozess {pid} auf {host}). Nur ein Fenster darf eine Kampagne gleichzeitig ändern: Schließe sie zuerst dort. Die Datei wurde nicht verändert.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/errors.py" line="163" />
            <source>{name} is damaged: SQLite's check of the file failed ({detail}). It was not changed or repaired; restore a backup to go on.</source>
            <translation>{name} ist beschädigt: Die Prüfung der Datei durch SQLite ist fehlgeschlagen ({detail}). Sie wurde weder verändert noch repariert; stelle eine Sicherung wieder her, um weiterzumachen.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/errors.py" line="181" />
            <source>{name} cannot be trusted as a Starshine campaign: {detail}. It was not opened, changed or repaired; restore a backup to go on.</source>
            <translation>{name} ist als Starshine-Kampagne nicht vertrauenswürdig: {detail}. Sie wurde weder geöffnet, verändert noch repariert; stelle eine Sicherung wieder her, um weiterzumachen.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/errors.py" line="198" />
            <source>The change could not be saved to {name}: the disk may be full or failing ({detail}). Nothing was changed; the campaign is as it was before. Free some space and try again.</source>
            <translation>Die Änderung konnte nicht in {name} gespeichert werden: Der Datenträger ist vielleicht voll oder defekt ({detail}). Nichts wurde geändert; die Kampagne ist wie zuvor. Gib etwas Speicherplatz frei und versuche es erneut.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/errors.py" line="216" />
            <source>The new campaign {name} could not be written: the disk may be full or failing ({detail}). Nothing was created and no temporary file was left. Free some space and try again.</source>
            <translation>Die neue Kampagne {name} konnte nicht geschrieben werden: Der Datenträger ist vielleicht voll oder defekt ({detail}). Nichts wurde angelegt und keine temporäre Datei blieb zurück. Gib etwas Speicherplatz frei und versuche es erneut.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/errors.py" line="236" />
            <source>Upgrading {name} failed at step {step} ({description}): {detail}. The file was not changed; a backup was written before the upgrade.</source>
            <translation>Die Aktualisierung von {name} ist bei Schritt {step} fehlgeschlagen ({description}): {detail}. Die Datei wurde nicht verändert; vor der Aktualisierung wurde eine Sicherung geschrieben.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/errors.py" line="242" />
            <source>Upgrading {name} failed at step {step} ({description}): {detail}. The file was not changed; the upgrade ran on a private copy of it.</source>
            <translation>Die Aktualisierung von {name} ist bei Schritt {step} fehlgeschlagen ({description}): {detail}. Die Datei wurde nicht verändert; die Aktualisierung lief auf einer privaten Kopie.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/errors.py" line="266" />
            <source>{name} is open read-only ({reason}); nothing can be saved. File › Save a copy as… makes a copy you can edit.</source>
            <translation>{name} ist schreibgeschützt geöffnet ({reason}); nichts kann gespeichert werden. Datei › Kopie speichern unter … legt eine Kopie an, die du bearbeiten kannst.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/files.py" line="50" />
            <location filename="../../starshine_desktop/storage/lock.py" line="131" />
            <source>a folder</source>
            <translation>ein Ordner</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/files.py" line="52" />
            <source>a named pipe (FIFO)</source>
            <translation>eine benannte Pipe (FIFO)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/files.py" line="54" />
            <source>a socket</source>
            <translation>ein Socket</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/files.py" line="56" />
            <source>a device</source>
            <translation>ein Gerät</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/files.py" line="57" />
            <source>not a regular file</source>
            <translation>keine reguläre Datei</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/journal.py" line="102" />
            <source>{kind} '{name}'</source>
            <translation>{kind} „{name}“</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/journal.py" line="107" />
            <source>{kind} {key}</source>
            <translation>{kind} {key}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/journal.py" line="212" />
            <source>{thing} cannot be deleted: {user} still refers to it (and {more} more)</source>
            <translation>{thing} kann nicht gelöscht werden: {user} verweist noch darauf (und {more} weitere)</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/journal.py" line="220" />
            <source>{thing} cannot be deleted: {user} still refers to it</source>
            <translation>{thing} kann nicht gelöscht werden: {user} verweist noch darauf</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/lock.py" line="109" />
            <source>The lock file {path} is {kind}, not a file; Starshine Desktop cannot use it. Remove it and try again. Nothing was changed.</source>
            <extracomment>Where the Windows byte-range lock sits: past any text, so the holder's name stays readable. Size limit of a lock file's text; anything longer is not a lock this app wrote.</extracomment>
            <translation>Die Sperrdatei {path} ist {kind}, keine Datei; Starshine Desktop kann sie nicht verwenden. Entferne sie und versuche es erneut. Nichts wurde geändert.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/lock.py" line="150" />
            <source>The lock file cannot be locked here: {error}</source>
            <translation>Die Sperrdatei kann hier nicht gesperrt werden: {error}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/lock.py" line="162" />
            <source>This system offers no file locks; campaigns cannot be opened safely.</source>
            <translation>Dieses System bietet keine Dateisperren; Kampagnen können nicht sicher geöffnet werden.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/lock.py" line="269" />
            <source>Could not take the lock {name}: {error}</source>
            <extracomment>The owner of a stale lock this one replaced (a process that died), if any.</extracomment>
            <translation>Die Sperre {name} konnte nicht gesetzt werden: {error}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/lock.py" line="277" />
            <source>an unknown computer</source>
            <translation>einem unbekannten Rechner</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/lock.py" line="292" />
            <source>Could not take the lock {name}: it kept changing; try again.</source>
            <translation>Die Sperre {name} konnte nicht gesetzt werden: Sie änderte sich ständig; versuche es erneut.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/restore.py" line="49" />
            <source>a -wal file of another campaign is already beside it</source>
            <extracomment>The files of another campaign that keep a restored copy from a place, and why.</extracomment>
            <translation>daneben liegt bereits eine -wal-Datei einer anderen Kampagne</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/restore.py" line="50" />
            <source>a -shm file of another campaign is already beside it</source>
            <translation>daneben liegt bereits eine -shm-Datei einer anderen Kampagne</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/restore.py" line="51" />
            <source>a -journal file of another campaign is already beside it</source>
            <translation>daneben liegt bereits eine -journal-Datei einer anderen Kampagne</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/restore.py" line="54" />
            <source>a .lock file of another campaign is already beside it</source>
            <translation>daneben liegt bereits eine .lock-Datei einer anderen Kampagne</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/restore.py" line="63" />
            <source>The backup cannot be restored as a copy at {destination}: {reason}. Nothing was written there; choose another place.</source>
            <translation>Die Sicherung kann nicht als Kopie unter {destination} wiederhergestellt werden: {reason}. Dort wurde nichts geschrieben; wähle einen anderen Ort.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/restore.py" line="93" />
            <source>The backup {name} failed its check: {problem}</source>
            <translation>Die Sicherung {name} hat die Prüfung nicht bestanden: {problem}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/restore.py" line="193" />
            <source>The restored copy failed its check: {problem}</source>
            <translation>Die wiederhergestellte Kopie hat die Prüfung nicht bestanden: {problem}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/restore.py" line="201" />
            <source>Could not restore {name}: {error}</source>
            <translation>{name} konnte nicht wiederhergestellt werden: {error}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/restore.py" line="227" />
            <source>a file is already there, and restoring never replaces another file</source>
            <translation>dort liegt bereits eine Datei, und Wiederherstellen ersetzt nie eine andere Datei</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/restore.py" line="234" />
            <source>its folder does not exist</source>
            <translation>ihr Ordner existiert nicht</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/restore.py" line="262" />
            <source>Could not read the backup {name}: {error}</source>
            <translation>Die Sicherung {name} konnte nicht gelesen werden: {error}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/storage/restore.py" line="269" />
            <source>a file appeared there meanwhile</source>
            <translation>dort ist inzwischen eine Datei aufgetaucht</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/ui/printing.py" line="598" />
            <source>Select a Persona first: its sheet is printed.</source>
            <translation>Wähle zuerst eine Persona aus: Ihr Bogen wird gedruckt.</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/ui/printing.py" line="618" />
            <source>cannot read {path}: {reason}</source>
            <translation>{path} kann nicht gelesen werden: {reason}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/import_refusals.py" line="22" />
            <source>{path}: {reason}</source>
            <translation>{path}: {reason}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/persona_file.py" line="280" />
            <source>must be an object, not {kind}</source>
            <translation>muss ein Objekt sein, nicht {kind}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/persona_file.py" line="289" />
            <source>must be a list, not {kind}</source>
            <translation>muss eine Liste sein, nicht {kind}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/persona_file.py" line="318" />
            <source>must be a whole number, not {kind}</source>
            <translation>muss eine ganze Zahl sein, nicht {kind}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/persona_file.py" line="322" />
            <source>names no {what}: the Persona has none</source>
            <translation>verweist auf keinen Eintrag „{what}“: Die Persona hat keinen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/persona_file.py" line="337" />
            <source>must be "director", "self" or {persona}, not {value}</source>
            <translation>muss "director", "self" oder {persona} sein, nicht {value}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/persona_file.py" line="370" />
            <source>this key appears more than once</source>
            <translation>dieser Schlüssel kommt mehr als einmal vor</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/persona_file.py" line="377" />
            <source>this is a whole campaign, not a Persona file</source>
            <translation>das ist eine ganze Kampagne, keine Persona-Datei</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/persona_file.py" line="379" />
            <source>missing</source>
            <translation>fehlt</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/persona_file.py" line="383" />
            <source>must be {format}</source>
            <translation>muss {format} sein</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/persona_file.py" line="393" />
            <source>this Starshine Desktop reads versions {versions}; version {version} is from a newer Starshine Desktop</source>
            <translation>dieses Starshine Desktop liest die Versionen {versions}; Version {version} stammt von einem neueren Starshine Desktop</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/persona_file.py" line="403" />
            <source>this Starshine Desktop reads versions {versions}</source>
            <translation>dieses Starshine Desktop liest die Versionen {versions}</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/rules_packages.py" line="109" />
            <location filename="../../starshine_desktop/services/rules_packages.py" line="128" />
            <source>must be an object</source>
            <extracomment>The largest package file read (a full Datasworn ruleset is a few MiB). The longest text of one field kept (a move's text is a few thousand characters).</extracomment>
            <translation>muss ein Objekt sein</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/rules_packages.py" line="112" />
            <source>the key appears twice</source>
            <translation>der Schlüssel kommt zweimal vor</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/rules_packages.py" line="117" />
            <source>is not a key a rules package has</source>
            <translation>ist kein Schlüssel eines Regelpakets</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/rules_packages.py" line="121" />
            <source>is missing</source>
            <translation>fehlt</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/rules_packages.py" line="136" />
            <source>must be text</source>
            <translation>muss Text sein</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/rules_packages.py" line="139" />
            <source>must not be empty</source>
            <translation>darf nicht leer sein</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/rules_packages.py" line="142" />
            <source>is longer than {limit} characters</source>
            <translation>ist länger als {limit} Zeichen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/rules_packages.py" line="151" />
            <source>must be a whole number</source>
            <translation>muss eine ganze Zahl sein</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/rules_packages.py" line="153" />
            <source>must be from 1 to 100</source>
            <translation>muss zwischen 1 und 100 liegen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/rules_packages.py" line="165" />
            <source>must be a list</source>
            <translation>muss eine Liste sein</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/rules_packages.py" line="194" />
            <source>must be a list of rows</source>
            <translation>muss eine Liste von Zeilen sein</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/rules_packages.py" line="206" />
            <source>is {low}, but the row must start at {expected} to cover 1–100</source>
            <translation>ist {low}, aber die Zeile muss bei {expected} beginnen, um 1–100 abzudecken</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/rules_packages.py" line="215" />
            <source>is below its row's min ({low})</source>
            <translation>liegt unter dem Minimum ihrer Zeile ({low})</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/rules_packages.py" line="223" />
            <source>the rows end at {last}; they must cover 1–100</source>
            <translation>die Zeilen enden bei {last}; sie müssen 1–100 abdecken</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/rules_packages.py" line="254" />
            <source>the package has no moves and no oracle tables</source>
            <translation>das Paket hat weder Züge noch Orakeltabellen</translation>
        </message>
        <message>
            <location filename="../../starshine_desktop/services/rules_packages.py" line="289" />
            <source>the campaign has a package '{title}' already</source>
            <translation>die Kampagne hat bereits ein Paket „{title}“</translation>
        </message>
    </context>
</TS>
