<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AbilitiesTab</name>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="416"/>
        <source>Add Knack/Power/Item</source>
        <translation>Fähigkeit hinzufügen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="435"/>
        <source>Filter Scores</source>
        <translation>Werte filtern</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="458"/>
        <source>Add Knack</source>
        <translation>Kniff hinzufügen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="460"/>
        <source>New Knack</source>
        <translation>Neuer Kniff</translation>
    </message>
</context>
<context>
    <name>AdvancesTab</name>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="799"/>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="817"/>
        <source>Add Advance</source>
        <translation>Aufstieg hinzufügen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="808"/>
        <source>Advances available: {count}</source>
        <translation>Verfügbare Aufstiege: {count}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="819"/>
        <source>New Advance</source>
        <translation>Neuer Aufstieg</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../starshine_desktop/ui/app.py" line="113"/>
        <source>There is no campaign at {path}. Create a new one at {target}?</source>
        <extracomment>Benchmark hook (bench/startup.py): when set, print &quot;first-paint &lt;epoch seconds&gt;&quot; on the main window&apos;s first paint and quit. The base name of the freedesktop ``.desktop`` file (packaging/linux/), which the desktop uses to match the window to its launcher and icon.</extracomment>
        <translation>Unter {path} gibt es keine Kampagne. Eine neue unter {target} anlegen?</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/app.py" line="121"/>
        <source>New campaign</source>
        <translation>Neue Kampagne</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/app.py" line="127"/>
        <location filename="../../starshine_desktop/ui/app.py" line="134"/>
        <location filename="../../starshine_desktop/ui/app.py" line="297"/>
        <source>Cannot open campaign</source>
        <translation>Kampagne kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/app.py" line="288"/>
        <source>Close “{dialog}” first, then open {name} again.</source>
        <translation>Schließen Sie zuerst „{dialog}“ und öffnen Sie dann {name} erneut.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/app.py" line="298"/>
        <source>There is no campaign at {path}.</source>
        <translation>Unter {path} gibt es keine Kampagne.</translation>
    </message>
</context>
<context>
    <name>Challenges</name>
    <message>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="58"/>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="59"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="65"/>
        <source>applied</source>
        <translation>übernommen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="66"/>
        <source>not applied</source>
        <translation>nicht übernommen</translation>
    </message>
</context>
<context>
    <name>ChallengesPage</name>
    <message>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="118"/>
        <source>&amp;New Challenge…</source>
        <translation>&amp;Neue Herausforderung …</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="119"/>
        <source>New Challenge</source>
        <translation>Neue Herausforderung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="121"/>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="215"/>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="122"/>
        <source>Resume the Challenge</source>
        <translation>Herausforderung fortsetzen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="124"/>
        <source>E&amp;xport as scenario…</source>
        <translation>Als Szenario e&amp;xportieren …</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="125"/>
        <source>Export as replay scenario</source>
        <translation>Als Wiedergabe-Szenario exportieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="128"/>
        <source>Delete the Challenge</source>
        <translation>Herausforderung löschen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="131"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="141"/>
        <source>Challenges</source>
        <translation>Herausforderungen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="156"/>
        <source>Results and log of the Challenge</source>
        <translation>Ergebnisse und Protokoll der Herausforderung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="184"/>
        <source>No Challenge selected. Start one with New Challenge… or from a Persona (Edit › Start Challenge…).</source>
        <translation>Keine Herausforderung ausgewählt. Beginnen Sie eine mit „Neue Herausforderung …“ oder von einer Persona aus (Bearbeiten › Herausforderung beginnen …).</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="198"/>
        <source>Outcome: {outcome}</source>
        <translation>Ausgang: {outcome}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="200"/>
        <source>Results (applied):</source>
        <translation>Ergebnisse (übernommen):</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="202"/>
        <source>Results (not applied yet):</source>
        <translation>Ergebnisse (noch nicht übernommen):</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="206"/>
        <source>no lasting changes</source>
        <translation>keine bleibenden Änderungen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="209"/>
        <source>Running, round {round}: Resume to carry on.</source>
        <translation>Läuft, Runde {round}: zum Weitermachen fortsetzen.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="212"/>
        <source>Log:</source>
        <translation>Protokoll:</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="215"/>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
</context>
<context>
    <name>CharacteristicsTab</name>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="270"/>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="297"/>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="360"/>
        <source>Add Characteristic</source>
        <translation>Eigenschaft hinzufügen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="311"/>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="375"/>
        <source>Add Expression</source>
        <translation>Ausdruck hinzufügen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="331"/>
        <source>(nobody)</source>
        <translation>(niemand)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="347"/>
        <source>Change who plays the Persona</source>
        <translation>Ändern, wer die Persona spielt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="362"/>
        <source>New Characteristic</source>
        <translation>Neue Eigenschaft</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="370"/>
        <source>Select the Characteristic the Expression belongs to.</source>
        <translation>Wählen Sie die Eigenschaft, zu der der Ausdruck gehört.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="377"/>
        <source>New Expression</source>
        <translation>Neuer Ausdruck</translation>
    </message>
</context>
<context>
    <name>Column</name>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="87"/>
        <location filename="../../starshine_desktop/ui/models/tracks.py" line="45"/>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="393"/>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="789"/>
        <source>Kind</source>
        <extracomment>The hits as the Find dialog lists them, in the service&apos;s order (kind by kind).</extracomment>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="92"/>
        <source>Found</source>
        <translation>Gefunden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/restore_backup.py" line="82"/>
        <source>Taken</source>
        <extracomment>The backups of one campaign as the dialog lists them (newest first, as given).</extracomment>
        <translation>Angelegt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/restore_backup.py" line="88"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/restore_backup.py" line="95"/>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="709"/>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="56"/>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="89"/>
        <location filename="../../starshine_desktop/ui/models/personae.py" line="66"/>
        <location filename="../../starshine_desktop/ui/models/tracks.py" line="43"/>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="399"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="58"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="63"/>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="68"/>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="83"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="74"/>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="79"/>
        <source>Characters</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="90"/>
        <source>Stage</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="92"/>
        <location filename="../../starshine_desktop/ui/models/personae.py" line="96"/>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="92"/>
        <source>Updated</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="124"/>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="192"/>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="102"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="127"/>
        <source>Luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="133"/>
        <source>Traits</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="138"/>
        <source>Attributes</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="143"/>
        <source>Resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="148"/>
        <source>Drives</source>
        <translation>Antriebe</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="153"/>
        <source>Setbacks</source>
        <translation>Rückschläge</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="156"/>
        <source>Setbacks in effect this scene: temporary or indefinite, from earlier scenes</source>
        <translation>Rückschläge, die in dieser Szene wirken: vorübergehende oder unbefristete aus früheren Szenen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="195"/>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="201"/>
        <source>Statement</source>
        <translation>Aussage</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="204"/>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="208"/>
        <source>Favouring factors plus the Luck bid</source>
        <translation>Fördernde Faktoren plus das Glücksgebot</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="211"/>
        <source>O</source>
        <translation>H</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="215"/>
        <source>Opposing factors plus the difficulty</source>
        <translation>Hinderliche Faktoren plus die Schwierigkeit</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="219"/>
        <source>Faces</source>
        <translation>Augen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="226"/>
        <source>Successes</source>
        <translation>Erfolge</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="232"/>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="237"/>
        <location filename="../../starshine_desktop/ui/models/tracks.py" line="106"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/personae.py" line="69"/>
        <source>The Persona&apos;s name</source>
        <translation>Der Name der Persona</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/personae.py" line="72"/>
        <source>Actor</source>
        <translation>Akteur</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/personae.py" line="75"/>
        <source>The Actor (player) who plays the Persona</source>
        <translation>Der Akteur (Spieler), der die Persona spielt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/personae.py" line="78"/>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="705"/>
        <source>Stance</source>
        <translation>Haltung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/personae.py" line="82"/>
        <source>The Director&apos;s Stance towards the Persona (1 to 6)</source>
        <translation>Die Haltung der Spielleitung gegenüber der Persona (1 bis 6)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/personae.py" line="87"/>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="72"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/personae.py" line="90"/>
        <source>Dead (†), or the risks the Persona has taken (once each, ever)</source>
        <translation>Tot (†) oder die Risiken, die die Persona eingegangen ist (jedes nur einmal)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/personae.py" line="99"/>
        <source>When the Persona was last changed</source>
        <translation>Wann die Persona zuletzt geändert wurde</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/tracks.py" line="50"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/tracks.py" line="54"/>
        <source>Owner</source>
        <translation>Besitzer</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/tracks.py" line="56"/>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/tracks.py" line="64"/>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="401"/>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="421"/>
        <source>Score</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/tracks.py" line="71"/>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/tracks.py" line="92"/>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="703"/>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/tracks.py" line="97"/>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/tracks.py" line="99"/>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="70"/>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="77"/>
        <source>Outcome</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="85"/>
        <source>Personae</source>
        <translation>Personae</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/challenges.py" line="87"/>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="53"/>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="573"/>
        <source>Element</source>
        <translation>Element</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="55"/>
        <source>Scale</source>
        <translation>Maßstab</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="57"/>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="106"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="67"/>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="476"/>
        <source>Trait</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="69"/>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="478"/>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="75"/>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="484"/>
        <source>Negative</source>
        <translation>Negativ</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="78"/>
        <source>On</source>
        <translation>Träger</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="86"/>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="487"/>
        <source>Created by</source>
        <translation>Erstellt von</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="104"/>
        <source>Director</source>
        <translation>Spielleitung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="110"/>
        <source>Persona</source>
        <translation>Persona</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="112"/>
        <source>Expression or Trait</source>
        <translation>Ausdruck oder Merkmal</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="288"/>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="787"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="289"/>
        <source>Episode</source>
        <translation>Episode</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="291"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="297"/>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="593"/>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="690"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="278"/>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="585"/>
        <source>Characteristic</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="281"/>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="590"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="287"/>
        <source>Corrupt</source>
        <translation>Verdorben</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="290"/>
        <source>Corrupt name</source>
        <translation>Verdorbener Name</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="302"/>
        <source>Expression</source>
        <translation>Ausdruck</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="304"/>
        <source>Of</source>
        <translation>Zu</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="408"/>
        <source>Modifier</source>
        <translation>Modifikator</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="423"/>
        <source>Base</source>
        <translation>Grundwert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="426"/>
        <source>Modified</source>
        <translation>Modifiziert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="431"/>
        <source>From</source>
        <translation>Durch</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="580"/>
        <source>Relationship/State</source>
        <translation>Beziehung/Zustand</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="681"/>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="683"/>
        <source>Pursues</source>
        <translation>Verfolgt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="795"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
</context>
<context>
    <name>CortexTab</name>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="111"/>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="189"/>
        <source>Stress</source>
        <translation>Stress</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="123"/>
        <source>Step up</source>
        <translation>Erhöhen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="125"/>
        <source>Step down</source>
        <translation>Senken</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="141"/>
        <source>Back in play</source>
        <translation>Wieder im Spiel</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="143"/>
        <source>A new scene: the stressed-out character takes part again</source>
        <translation>Eine neue Szene: die überlastete Figur nimmt wieder teil</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="147"/>
        <source>Rest scene: step every stress down</source>
        <translation>Ruheszene: jeden Stress eine Stufe senken</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="155"/>
        <source>Plot points</source>
        <translation>Plotpunkte</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="163"/>
        <source>Type a number and press Enter</source>
        <translation>Zahl eingeben und Eingabe drücken</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="171"/>
        <source>Set to</source>
        <translation>Setzen auf</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="183"/>
        <source>Recovery test</source>
        <translation>Erholungsprobe</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="194"/>
        <source>{level} (2{die})</source>
        <translation>{level} (2{die})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="200"/>
        <source>Base difficulty</source>
        <translation>Grundschwierigkeit</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="203"/>
        <source>your pool, e.g. d8,d6,d6</source>
        <translation>Ihr Pool, z. B. d8,d6,d6</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="204"/>
        <source>Your pool</source>
        <translation>Ihr Pool</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="208"/>
        <source>faces, largest die first (blank: roll here)</source>
        <translation>Augen, größter Würfel zuerst (leer: hier würfeln)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="210"/>
        <source>Your faces</source>
        <translation>Ihre Augen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="213"/>
        <source>the GM&apos;s faces (blank: roll here)</source>
        <translation>die Augen der SL (leer: hier würfeln)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="214"/>
        <source>GM&apos;s faces</source>
        <translation>Augen der SL</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="216"/>
        <source>Odds</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="219"/>
        <source>Test recovery</source>
        <translation>Erholung prüfen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="266"/>
        <source>Choose a Persona in the table</source>
        <translation>Wählen Sie eine Persona in der Tabelle</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="274"/>
        <source>{name} — Cortex</source>
        <translation>{name} — Cortex</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="284"/>
        <source>Stressed out: out of the scene</source>
        <translation>Überlastet: aus der Szene</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="316"/>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="409"/>
        <source>your pool</source>
        <translation>Ihr Pool</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="322"/>
        <source>{pool} against {opposition}</source>
        <translation>{pool} gegen {opposition}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="351"/>
        <source>Step {name}&apos;s {kind} stress up</source>
        <translation>{kind} Stress von {name} erhöhen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="353"/>
        <source>Step {name}&apos;s {kind} stress down</source>
        <translation>{kind} Stress von {name} senken</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="365"/>
        <source>{name} rests</source>
        <translation>{name} ruht</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="374"/>
        <source>{name} is back in play</source>
        <translation>{name} ist wieder im Spiel</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="382"/>
        <source>Set {name}&apos;s plot points to {count}</source>
        <translation>Plotpunkte von {name} auf {count} setzen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="392"/>
        <source>plot points: type a whole number, 0 or more</source>
        <translation>Plotpunkte: eine ganze Zahl ab 0 eingeben</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="432"/>
        <source>{name} tests recovery of {kind} stress</source>
        <translation>{name} prüft die Erholung von {kind} Stress</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="441"/>
        <source>{player} against {gm}: the stress is {outcome}, a hitch: the GM may add a complication</source>
        <translation>{player} gegen {gm}: der Stress ist {outcome}, ein Patzer: die SL darf eine Komplikation hinzufügen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="445"/>
        <source>{player} against {gm}: the stress is {outcome}</source>
        <translation>{player} gegen {gm}: der Stress ist {outcome}</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/crash.py" line="28"/>
        <source>Something went wrong — {app}</source>
        <translation>Etwas ist schiefgegangen — {app}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/crash.py" line="33"/>
        <source>{app} met an error it did not expect. Your campaign is saved up to your last finished edit.

The details are in the log: {log}
Please copy them into your report.</source>
        <translation>{app} ist auf einen unerwarteten Fehler gestoßen. Ihre Kampagne ist bis zu Ihrer letzten abgeschlossenen Änderung gespeichert.

Die Einzelheiten stehen im Protokoll: {log}
Bitte kopieren Sie sie in Ihren Bericht.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/crash.py" line="44"/>
        <source>Details</source>
        <translation>Einzelheiten</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/crash.py" line="46"/>
        <source>&amp;Copy details</source>
        <translation>Einzelheiten &amp;kopieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/crash.py" line="47"/>
        <source>Open log &amp;folder</source>
        <translation>Protokoll&amp;ordner öffnen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/crash.py" line="62"/>
        <source>&amp;Copied</source>
        <translation>&amp;Kopiert</translation>
    </message>
</context>
<context>
    <name>Deleting</name>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="20"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen …</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="25"/>
        <source>Persona</source>
        <extracomment>How one and many records of a kind are called when deleted (English; the functions below show them translated in the ``Deleting`` context).</extracomment>
        <translation>Persona</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="26"/>
        <source>Personae</source>
        <translation>Personae</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="29"/>
        <source>Actor</source>
        <translation>Akteur</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="30"/>
        <source>Actors</source>
        <translation>Akteure</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="33"/>
        <source>Element</source>
        <translation>Element</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="34"/>
        <source>Elements</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="37"/>
        <source>Characteristic</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="38"/>
        <source>Characteristics</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="41"/>
        <source>Expression</source>
        <translation>Ausdruck</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="42"/>
        <source>Expressions</source>
        <translation>Ausdrücke</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="45"/>
        <source>modifier</source>
        <translation>Modifikator</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="46"/>
        <source>modifiers</source>
        <translation>Modifikatoren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="49"/>
        <source>Trait</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="50"/>
        <source>Traits</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="53"/>
        <source>Investment</source>
        <translation>Investition</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="54"/>
        <source>Investments</source>
        <translation>Investitionen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="57"/>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="58"/>
        <source>Strategies</source>
        <translation>Strategien</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="61"/>
        <source>Stance change</source>
        <translation>Haltungsänderung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="62"/>
        <source>Stance changes</source>
        <translation>Haltungsänderungen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="65"/>
        <source>Advance</source>
        <translation>Aufstieg</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="66"/>
        <source>Advances</source>
        <translation>Aufstiege</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="69"/>
        <source>Episode</source>
        <translation>Episode</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="70"/>
        <source>Episodes</source>
        <translation>Episoden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="73"/>
        <source>Challenge</source>
        <translation>Herausforderung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="74"/>
        <source>Challenges</source>
        <translation>Herausforderungen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="77"/>
        <source>track</source>
        <translation>Leiste</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="78"/>
        <source>tracks</source>
        <translation>Leisten</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="81"/>
        <source>challenge</source>
        <translation>Herausforderungspool</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="82"/>
        <source>challenges</source>
        <translation>Herausforderungspools</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="85"/>
        <source>scene</source>
        <translation>Szene</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="86"/>
        <source>scenes</source>
        <translation>Szenen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="90"/>
        <source>record</source>
        <extracomment>What a table of records of no particular kind calls them.</extracomment>
        <translation>Eintrag</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="90"/>
        <source>records</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="113"/>
        <source>{count} {things}</source>
        <translation>{count} {things}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="120"/>
        <source>Delete {deleted}? Edit › Undo brings it back.</source>
        <translation>{deleted} löschen? Bearbeiten › Rückgängig holt es zurück.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="127"/>
        <source>Delete {deleted}</source>
        <translation>{deleted} löschen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/deleting.py" line="132"/>
        <source>Delete {noun}</source>
        <translation>{noun} löschen</translation>
    </message>
</context>
<context>
    <name>DiceModels</name>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="111"/>
        <source>recovered</source>
        <translation>erholt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="170"/>
        <source>came true</source>
        <translation>traf ein</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="172"/>
        <source>did not come true</source>
        <translation>traf nicht ein</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/dice.py" line="185"/>
        <source>The exact chance of {successes} successes in three rolls</source>
        <translation>Die genaue Chance auf {successes} Erfolge in drei Würfen</translation>
    </message>
</context>
<context>
    <name>DiceSection</name>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="77"/>
        <source>Dice pool</source>
        <translation>Würfelpool</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="80"/>
        <source>Challenge pools</source>
        <translation>Herausforderungspools</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="81"/>
        <source>Statement scenes</source>
        <translation>Aussageszenen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="83"/>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
</context>
<context>
    <name>ElementsPage</name>
    <message>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="61"/>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="233"/>
        <source>Add Element</source>
        <translation>Element hinzufügen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="96"/>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="266"/>
        <source>Add Trait</source>
        <translation>Merkmal hinzufügen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="110"/>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="243"/>
        <source>Add Actor</source>
        <translation>Akteur hinzufügen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="113"/>
        <source>Elements</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="114"/>
        <source>Traits</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="115"/>
        <source>Actors</source>
        <translation>Akteure</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="116"/>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="249"/>
        <source>Add the Director</source>
        <translation>Spielleitung hinzufügen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="141"/>
        <source>Change {column} of {name}</source>
        <translation>{column} von {name} ändern</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="168"/>
        <source>{name} (Element)</source>
        <translation>{name} (Element)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="172"/>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="250"/>
        <source>Director</source>
        <translation>Spielleitung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="234"/>
        <source>New Element</source>
        <translation>Neues Element</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="239"/>
        <source>New Actor</source>
        <translation>Neuer Akteur</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="241"/>
        <source>New Actor {number}</source>
        <translation>Neuer Akteur {number}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="261"/>
        <source>A Trait is on a Persona or an Element: add or select one first.</source>
        <translation>Ein Merkmal gehört zu einer Persona oder einem Element: legen Sie zuerst eines an oder wählen Sie eines aus.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/elements.py" line="267"/>
        <source>New Trait</source>
        <translation>Neues Merkmal</translation>
    </message>
</context>
<context>
    <name>Episodes</name>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="59"/>
        <source>Expression</source>
        <extracomment>How the kinds of check-off items read (``Episodes`` context).</extracomment>
        <translation>Ausdruck</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="60"/>
        <source>Trait</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="113"/>
        <source>{kind}: {item}</source>
        <translation>{kind}: {item}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="132"/>
        <source>{player} plays {persona}: no check-off of their own Persona</source>
        <translation>{player} spielt {persona}: kein Abhaken der eigenen Persona</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="135"/>
        <source>Did {player} see {persona} show &apos;{item}&apos;?</source>
        <translation>Hat {player} gesehen, wie {persona} „{item}“ zeigt?</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="156"/>
        <source>Closed {when}. Outcomes:</source>
        <translation>Abgeschlossen {when}. Ergebnisse:</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="160"/>
        <source>✔ {name} gained an Advance.</source>
        <translation>✔ {name} erhielt einen Aufstieg.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="163"/>
        <source>✘ {name} gained no Advance; missing:</source>
        <translation>✘ {name} erhielt keinen Aufstieg; es fehlt:</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="167"/>
        <source>No Persona was in play.</source>
        <translation>Keine Persona war im Spiel.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="169"/>
        <source>If the Episode closed now:</source>
        <translation>Wenn die Episode jetzt abgeschlossen würde:</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="173"/>
        <source>✔ {name} would gain an Advance.</source>
        <translation>✔ {name} erhielte einen Aufstieg.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="176"/>
        <source>✘ {name} would gain none; missing:</source>
        <translation>✘ {name} erhielte keinen; es fehlt:</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="181"/>
        <source>No Persona is in play: a Persona is in play when its Actor takes part.</source>
        <translation>Keine Persona ist im Spiel: Eine Persona ist im Spiel, wenn ihr Akteur teilnimmt.</translation>
    </message>
</context>
<context>
    <name>EpisodesPage</name>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="211"/>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="398"/>
        <source>Select an Episode, or create one.</source>
        <translation>Wählen Sie eine Episode aus oder legen Sie eine an.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="220"/>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="237"/>
        <source>Checks by Persona</source>
        <translation>Abhaken je Persona</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="250"/>
        <source>Outcomes of the Episode</source>
        <translation>Ergebnisse der Episode</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="253"/>
        <source>Close Episode and award Advances</source>
        <translation>Episode abschließen und Aufstiege vergeben</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="273"/>
        <source>Change {column} of {name}</source>
        <translation>{column} von {name} ändern</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="299"/>
        <source>Closed</source>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="299"/>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="317"/>
        <source>New Episode</source>
        <translation>Neue Episode</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="321"/>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="336"/>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="330"/>
        <source>Create Episode</source>
        <translation>Episode anlegen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="337"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="338"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="373"/>
        <source>{name} (Director)</source>
        <translation>{name} (Spielleitung)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="402"/>
        <source>closed, read-only</source>
        <translation>abgeschlossen, schreibgeschützt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="402"/>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="403"/>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="405"/>
        <source>{title} — {date} ({state}); players: {players}</source>
        <translation>{title} — {date} ({state}); Spieler: {players}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="438"/>
        <source>Add player {name}</source>
        <translation>Spieler {name} hinzufügen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="438"/>
        <source>Remove player {name}</source>
        <translation>Spieler {name} entfernen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="461"/>
        <source>Create Episode {title}</source>
        <translation>Episode {title} anlegen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="475"/>
        <source>No Episode is selected</source>
        <translation>Keine Episode ist ausgewählt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="476"/>
        <source>Tick &apos;{item}&apos;</source>
        <translation>„{item}“ abhaken</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="476"/>
        <source>Untick &apos;{item}&apos;</source>
        <translation>Haken bei „{item}“ entfernen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/episodes.py" line="496"/>
        <source>Close Episode</source>
        <translation>Episode abschließen</translation>
    </message>
</context>
<context>
    <name>FindDialog</name>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="57"/>
        <source>Persona</source>
        <extracomment>How long typing must pause before the search runs. The role that returns a row&apos;s ``Hit``. A Persona&apos;s records: the Persona panel&apos;s tab and the attribute naming its table. How each kind of hit is named in the list (English in ``SearchKind``; shown translated).</extracomment>
        <translation>Persona</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="58"/>
        <source>Characteristic</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="59"/>
        <source>Expression</source>
        <translation>Ausdruck</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="60"/>
        <source>Knack</source>
        <translation>Kniff</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="61"/>
        <source>Power</source>
        <translation>Kraft</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="62"/>
        <source>Signature Item</source>
        <translation>Markenzeichen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="63"/>
        <source>Trait</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="64"/>
        <source>Investment</source>
        <translation>Investition</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="65"/>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="66"/>
        <source>Advance</source>
        <translation>Aufstieg</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="67"/>
        <source>Stance change</source>
        <translation>Haltungsänderung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="68"/>
        <source>Element</source>
        <translation>Element</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="69"/>
        <source>Actor</source>
        <translation>Akteur</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="70"/>
        <source>Episode</source>
        <translation>Episode</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="71"/>
        <source>Challenge</source>
        <translation>Herausforderung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="72"/>
        <source>Track</source>
        <translation>Leiste</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="73"/>
        <source>Challenge pool</source>
        <translation>Herausforderungspool</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="74"/>
        <source>Statement scene</source>
        <translation>Aussageszene</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="75"/>
        <source>Oracle result</source>
        <translation>Orakelergebnis</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="213"/>
        <source>Find in campaign — {app}</source>
        <translation>In der Kampagne suchen — {app}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="217"/>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="220"/>
        <source>Name, title, notes… of any Persona, record, Element, Episode, Challenge, track or oracle result</source>
        <translation>Name, Titel, Notizen … jeder Persona, jedes Eintrags, Elements, jeder Episode, Herausforderung, Leiste oder jedes Orakelergebnisses</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="230"/>
        <source>Found</source>
        <translation>Gefunden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="242"/>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="276"/>
        <source>Type to find a record by its name, title or notes.</source>
        <translation>Tippen Sie, um einen Eintrag nach Name, Titel oder Notizen zu finden.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="245"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="278"/>
        <source>Nothing found for “{text}”.</source>
        <translation>Nichts gefunden für „{text}“.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="286"/>
        <source>%n records (at most {limit} of each kind). Enter or a double-click shows one in the window.</source>
        <translation>
            <numerusform>%n Eintrag (höchstens {limit} je Art). Eingabe oder Doppelklick zeigt ihn im Fenster.</numerusform>
            <numerusform>%n Einträge (höchstens {limit} je Art). Eingabe oder Doppelklick zeigt einen im Fenster.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="292"/>
        <source>1 record. Enter or a double-click shows one in the window.</source>
        <translation>1 Eintrag. Eingabe oder Doppelklick zeigt ihn im Fenster.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="295"/>
        <source>%n records. Enter or a double-click shows one in the window.</source>
        <translation>
            <numerusform>%n Eintrag. Eingabe oder Doppelklick zeigt ihn im Fenster.</numerusform>
            <numerusform>%n Einträge. Eingabe oder Doppelklick zeigt einen im Fenster.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="307"/>
        <source>Another campaign is open now: the list shows what it holds.</source>
        <translation>Jetzt ist eine andere Kampagne geöffnet: Die Liste zeigt, was sie enthält.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="311"/>
        <source>Showing {name}</source>
        <translation>{name} wird angezeigt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/find.py" line="314"/>
        <source>{name} is no longer in the campaign; search again.</source>
        <translation>{name} ist nicht mehr in der Kampagne; suchen Sie erneut.</translation>
    </message>
</context>
<context>
    <name>InvestmentsTab</name>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="546"/>
        <source>Make an Investment</source>
        <translation>Eine Investition tätigen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="558"/>
        <source>Relationship or State, e.g. protects it</source>
        <translation>Beziehung oder Zustand, z. B. beschützt es</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="560"/>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="642"/>
        <source>Make Investment</source>
        <translation>Investition tätigen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="563"/>
        <source>Element</source>
        <translation>Element</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="564"/>
        <source>From Characteristic</source>
        <translation>Aus Eigenschaft</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="565"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="566"/>
        <source>Relationship/State</source>
        <translation>Beziehung/Zustand</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="619"/>
        <source>{name} (Scale {scale})</source>
        <translation>{name} (Maßstab {scale})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="636"/>
        <source>An Investment needs an Element and a Characteristic: add them first.</source>
        <translation>Eine Investition braucht ein Element und eine Eigenschaft: Legen Sie diese zuerst an.</translation>
    </message>
</context>
<context>
    <name>IronswornTab</name>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="48"/>
        <source>quests</source>
        <extracomment>Every condition meter, as the printed sheet shows them (Integrity: a vehicle&apos;s, rules-spec). A number field: a stat, a meter, or momentum. The legacy tracks and the ranks as edits&apos; names and choices call them (lower case).</extracomment>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="49"/>
        <source>bonds</source>
        <translation>Bande</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="50"/>
        <source>discoveries</source>
        <translation>Entdeckungen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="51"/>
        <source>troublesome</source>
        <translation>lästig</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="52"/>
        <source>dangerous</source>
        <translation>gefährlich</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="53"/>
        <source>formidable</source>
        <translation>furchterregend</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="54"/>
        <source>extreme</source>
        <translation>extrem</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="55"/>
        <source>epic</source>
        <translation>episch</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="61"/>
        <source>Quests</source>
        <extracomment>The legacy tracks&apos; captions.</extracomment>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="62"/>
        <source>Bonds</source>
        <translation>Bande</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="63"/>
        <source>Discoveries</source>
        <translation>Entdeckungen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="99"/>
        <source>Select a Persona in the table to see their Ironsworn sheet.</source>
        <translation>Wählen Sie eine Persona in der Tabelle, um ihren Ironsworn-Bogen zu sehen.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="138"/>
        <source>{name}: {hint}</source>
        <translation>{name}: {hint}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="150"/>
        <source>Stats (1 to 3)</source>
        <translation>Grundwerte (1 bis 3)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="151"/>
        <source>1 to 3</source>
        <translation>1 bis 3</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="156"/>
        <source>Condition meters (0 to 5)</source>
        <translation>Zustandsleisten (0 bis 5)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="158"/>
        <source>0 to 5</source>
        <translation>0 bis 5</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="171"/>
        <source>&amp;Reset momentum</source>
        <translation>Schwung &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="173"/>
        <source>Set momentum to its reset value (after burning it)</source>
        <translation>Schwung auf seinen Rücksetzwert setzen (nach dem Verbrennen)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="183"/>
        <source>Impacts (each lowers max momentum by 1)</source>
        <translation>Beeinträchtigungen (jede senkt den höchsten Schwung um 1)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="193"/>
        <source>Legacy tracks</source>
        <translation>Vermächtnisleisten</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="198"/>
        <source>{kind} legacy track</source>
        <translation>Vermächtnisleiste {kind}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="202"/>
        <source>+1 tick</source>
        <translation>+1 Strich</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="210"/>
        <source>{rank} (+{ticks})</source>
        <translation>{rank} (+{ticks})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="216"/>
        <source>Mark reward</source>
        <translation>Belohnung markieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="219"/>
        <source>Mark the legacy reward for completing a challenge of this rank</source>
        <translation>Die Vermächtnis-Belohnung für das Bewältigen einer Herausforderung dieses Rangs markieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="242"/>
        <source>Advance: new asset (3)</source>
        <translation>Aufstieg: neues Talent (3)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="245"/>
        <source>Advance: upgrade (2)</source>
        <translation>Aufstieg: Verbesserung (2)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="296"/>
        <source>max {max} · reset {reset} · from −6</source>
        <translation>höchstens {max} · zurück auf {reset} · ab −6</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="306"/>
        <source>completed and cleared; {ticks}; {rate} experience per box</source>
        <translation>abgeschlossen und geleert; {ticks}; {rate} Erfahrung je Kästchen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="308"/>
        <source>{ticks}; {rate} experience per box</source>
        <translation>{ticks}; {rate} Erfahrung je Kästchen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="313"/>
        <source>Experience: earned {earned} · spent {spent} · available {available}</source>
        <translation>Erfahrung: erhalten {earned} · ausgegeben {spent} · verfügbar {available}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="369"/>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="373"/>
        <source>Set {what}</source>
        <translation>{what} setzen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="376"/>
        <source>Set momentum</source>
        <translation>Schwung setzen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="385"/>
        <source>Reset momentum</source>
        <translation>Schwung zurücksetzen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="390"/>
        <source>Mark impact {impact}</source>
        <translation>Beeinträchtigung {impact} markieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="390"/>
        <source>Clear impact {impact}</source>
        <translation>Beeinträchtigung {impact} aufheben</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="402"/>
        <source>Mark a tick on {track}</source>
        <translation>Einen Strich bei {track} markieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="411"/>
        <source>Mark a {rank} reward on {track}</source>
        <translation>Belohnung ({rank}) bei {track} markieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="421"/>
        <source>Advance (new asset)</source>
        <translation>Aufstieg (neues Talent)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="423"/>
        <source>Advance (upgrade)</source>
        <translation>Aufstieg (Verbesserung)</translation>
    </message>
</context>
<context>
    <name>MovesPanel</name>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="161"/>
        <source>&lt;p&gt;Choose a move on the left, or search for one by its name or its trigger, to read it here and roll it for a Persona.&lt;/p&gt;</source>
        <extracomment>What the move page says before a move is chosen.</extracomment>
        <translation>&lt;p&gt;Wählen Sie links einen Zug oder suchen Sie einen nach Name oder Auslöser, um ihn hier zu lesen und für eine Persona zu würfeln.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="203"/>
        <source>Search moves</source>
        <translation>Züge suchen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="204"/>
        <source>Search moves by name or trigger</source>
        <translation>Nach Name oder Auslöser</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="210"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="222"/>
        <source>Text of the move</source>
        <translation>Text des Zugs</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="226"/>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="392"/>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="231"/>
        <source>Persona</source>
        <translation>Persona</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="235"/>
        <source>Track</source>
        <translation>Leiste</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="239"/>
        <source>Roll +</source>
        <translation>Wurf +</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="252"/>
        <source>Burn momentum if it gives a better result</source>
        <translation>Schwung verbrennen, wenn es ein besseres Ergebnis bringt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="256"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="257"/>
        <source>Adds</source>
        <translation>Boni</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="272"/>
        <source>Odds</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="275"/>
        <source>&amp;Roll</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="276"/>
        <source>or type the dice:</source>
        <translation>oder Würfel eingeben:</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="279"/>
        <source>Type the dice</source>
        <translation>Würfel eingeben</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="284"/>
        <source>Roll t&amp;yped dice</source>
        <translation>&amp;Eingegebene Würfel werten</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="293"/>
        <source>Open its &amp;oracle table</source>
        <translation>Seine &amp;Orakeltabelle öffnen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="307"/>
        <source>&amp;Apply outcome</source>
        <translation>Ergebnis &amp;anwenden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="379"/>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="381"/>
        <source>{approach}: +{stats} (whichever is {pick})</source>
        <translation>{approach}: +{stats} (je nachdem, was {pick} ist)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="383"/>
        <source>{approach}: +{stats}</source>
        <translation>{approach}: +{stats}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="392"/>
        <source>Use</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="399"/>
        <source>d6 d10 d10, e.g. 4 3 8</source>
        <translation>d6 d10 d10, z. B. 4 3 8</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="399"/>
        <source>d10 d10, e.g. 3 8</source>
        <translation>d10 d10, z. B. 3 8</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="421"/>
        <source>— nobody —</source>
        <translation>— niemand —</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="429"/>
        <source>— none —</source>
        <translation>— keine —</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="433"/>
        <source>Legacy: {name}</source>
        <translation>Vermächtnis: {name}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="490"/>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="537"/>
        <source>Momentum {value}</source>
        <translation>Schwung {value}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="526"/>
        <source>Progress score {score}:
{odds}</source>
        <translation>Fortschrittswert {score}:
{odds}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="531"/>
        <source>No roll: the move&apos;s effect applies as it is.</source>
        <translation>Kein Wurf: Die Wirkung des Zugs gilt, wie sie ist.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="541"/>
        <source>Burn momentum ({value}) if it gives a better result</source>
        <translation>Schwung ({value}) verbrennen, wenn es ein besseres Ergebnis bringt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="566"/>
        <source>the dice</source>
        <translation>die Würfel</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="587"/>
        <source>cancelled by momentum</source>
        <translation>durch Schwung aufgehoben</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="590"/>
        <source>; momentum burned ({value})</source>
        <translation>; Schwung verbrannt ({value})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="598"/>
        <source>action die {die} + {stat} + {adds} = {score} against {first} and {second}</source>
        <translation>Aktionswürfel {die} + {stat} + {adds} = {score} gegen {first} und {second}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="613"/>
        <source>progress score {score} against {first} and {second}</source>
        <translation>Fortschrittswert {score} gegen {first} und {second}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="644"/>
        <source>momentum resets to {value}</source>
        <translation>Schwung wird auf {value} zurückgesetzt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="646"/>
        <source>{value} momentum</source>
        <translation>{value} Schwung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="648"/>
        <source>mark progress twice on the track</source>
        <translation>zweimal Fortschritt auf der Leiste markieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="650"/>
        <source>mark progress on the track</source>
        <translation>Fortschritt auf der Leiste markieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="653"/>
        <source>fill {count} tension-clock segment(s)</source>
        <translation>{count} Segment(e) der Spannungsuhr füllen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="664"/>
        <source>mark 1 tick on {track}</source>
        <translation>1 Strich bei {track} markieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="666"/>
        <source>mark {ticks} ticks on {track}</source>
        <translation>{ticks} Striche bei {track} markieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="680"/>
        <source>Applies: {what}</source>
        <translation>Wird angewendet: {what}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="682"/>
        <source>Nothing to apply automatically: follow the text.</source>
        <translation>Nichts automatisch anzuwenden: Folgen Sie dem Text.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="695"/>
        <source>Choose the Persona whose momentum changes.</source>
        <translation>Wählen Sie die Persona, deren Schwung sich ändert.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="698"/>
        <source>Choose the track to mark.</source>
        <translation>Wählen Sie die zu markierende Leiste.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="715"/>
        <source>move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="717"/>
        <source>Apply {move}</source>
        <translation>{move} anwenden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="725"/>
        <source>Applied: {what}</source>
        <translation>Angewendet: {what}</translation>
    </message>
</context>
<context>
    <name>OraclesPanel</name>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="94"/>
        <source>Ask the Oracle</source>
        <translation>Orakel befragen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="757"/>
        <source>Oracle tables</source>
        <translation>Orakeltabellen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="766"/>
        <source>History (saved with the campaign)</source>
        <translation>Verlauf (mit der Kampagne gespeichert)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="797"/>
        <source>{odds} (yes on 1–{most})</source>
        <translation>{odds} (Ja bei 1–{most})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="803"/>
        <source>Odds</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="814"/>
        <source>Rows of the oracle table</source>
        <translation>Zeilen der Orakeltabelle</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="815"/>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="815"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="815"/>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="822"/>
        <source>&amp;Roll d100</source>
        <translation>d100 &amp;würfeln</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="824"/>
        <source>or look up:</source>
        <translation>oder nachschlagen:</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="827"/>
        <source>Number to look up</source>
        <translation>Nachzuschlagende Zahl</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="828"/>
        <source>1–100 (more numbers resolve “roll twice”)</source>
        <translation>1–100 (weitere Zahlen lösen „zweimal würfeln“ auf)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="832"/>
        <source>&amp;Look up</source>
        <translation>&amp;Nachschlagen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="844"/>
        <source>Roll the two extra results</source>
        <translation>Die zwei zusätzlichen Ergebnisse würfeln</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="894"/>
        <source>Yes {yes} · No {no} · Match {match}</source>
        <translation>Ja {yes} · Nein {no} · Pasch {match}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="924"/>
        <source>the oracle</source>
        <translation>das Orakel</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="943"/>
        <source>&lt;b&gt;{roll}&lt;/b&gt;: Roll twice — type two more numbers after it, or roll the two extra results.</source>
        <translation>&lt;b&gt;{roll}&lt;/b&gt;: Zweimal würfeln — geben Sie zwei weitere Zahlen dahinter ein oder würfeln Sie die zwei zusätzlichen Ergebnisse.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="975"/>
        <source>Roll twice ({rolls}): {results}</source>
        <translation>Zweimal gewürfelt ({rolls}): {results}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="985"/>
        <source>Yes, with a match</source>
        <translation>Ja, mit Pasch</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="985"/>
        <source>No, with a match</source>
        <translation>Nein, mit Pasch</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="987"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="987"/>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="990"/>
        <source>&lt;b&gt;{roll}&lt;/b&gt;: {answer} (at {odds})</source>
        <translation>&lt;b&gt;{roll}&lt;/b&gt;: {answer} (bei {odds})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="999"/>
        <source>Oracle: {table}</source>
        <translation>Orakel: {table}</translation>
    </message>
</context>
<context>
    <name>PersonaRecords</name>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="88"/>
        <source>Open</source>
        <extracomment>How the states and kinds of Investments, Strategies and Advances read (``PersonaRecords``).</extracomment>
        <translation>Offen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="89"/>
        <source>Resolved</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="90"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="91"/>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="92"/>
        <source>Surrendered</source>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="93"/>
        <source>Completed</source>
        <translation>Vollendet</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="94"/>
        <source>Earned</source>
        <translation>Erhalten</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="95"/>
        <source>Spent</source>
        <translation>Ausgegeben</translation>
    </message>
</context>
<context>
    <name>PersonaUpdateDialog</name>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/persona_update.py" line="34"/>
        <source>added in the file</source>
        <translation>in der Datei hinzugefügt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/persona_update.py" line="35"/>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/persona_update.py" line="36"/>
        <source>removed in the file</source>
        <translation>in der Datei entfernt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/persona_update.py" line="40"/>
        <source>removed in this campaign</source>
        <extracomment>A change made in this campaign only: the file lacks what was added here, and so on.</extracomment>
        <translation>in dieser Kampagne entfernt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/persona_update.py" line="41"/>
        <source>changed in this campaign</source>
        <translation>in dieser Kampagne geändert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/persona_update.py" line="42"/>
        <source>added in this campaign</source>
        <translation>in dieser Kampagne hinzugefügt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/persona_update.py" line="60"/>
        <location filename="../../starshine_desktop/ui/dialogs/persona_update.py" line="92"/>
        <source>Update {name}</source>
        <translation>{name} aktualisieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/persona_update.py" line="71"/>
        <source>In this campaign</source>
        <translation>In dieser Kampagne</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/persona_update.py" line="71"/>
        <source>In the file</source>
        <translation>In der Datei</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/persona_update.py" line="71"/>
        <source>Keeps</source>
        <translation>Behält</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/persona_update.py" line="95"/>
        <source>Add as a new copy</source>
        <translation>Als neue Kopie hinzufügen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/persona_update.py" line="109"/>
        <source>{name} is in this campaign already, and the file holds nothing new.</source>
        <translation>{name} ist bereits in dieser Kampagne, und die Datei enthält nichts Neues.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/persona_update.py" line="113"/>
        <source>{name} is in this campaign already. The file differs in 1 place.</source>
        <translation>{name} ist bereits in dieser Kampagne. Die Datei weicht an 1 Stelle ab.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../starshine_desktop/ui/dialogs/persona_update.py" line="116"/>
        <source>{name} is in this campaign already. The file differs in %n places.</source>
        <translation>
            <numerusform>{name} ist bereits in dieser Kampagne. Die Datei weicht an %n Stelle ab.</numerusform>
            <numerusform>{name} ist bereits in dieser Kampagne. Die Datei weicht an %n Stellen ab.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/persona_update.py" line="123"/>
        <source>1 is changed on both sides since the last exchange: choose the value to keep for each.</source>
        <translation>1 wurde seit dem letzten Austausch auf beiden Seiten geändert: Wählen Sie jeweils den Wert, der bleiben soll.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../starshine_desktop/ui/dialogs/persona_update.py" line="128"/>
        <source>%n are changed on both sides since the last exchange: choose the value to keep for each.</source>
        <translation>
            <numerusform>%n wurde seit dem letzten Austausch auf beiden Seiten geändert: Wählen Sie jeweils den Wert, der bleiben soll.</numerusform>
            <numerusform>%n wurden seit dem letzten Austausch auf beiden Seiten geändert: Wählen Sie jeweils den Wert, der bleiben soll.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/persona_update.py" line="137"/>
        <source>1 is different, and this campaign has never exchanged it before: choose the value to keep for each.</source>
        <translation>1 ist verschieden, und diese Kampagne hat sie noch nie ausgetauscht: Wählen Sie jeweils den Wert, der bleiben soll.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../starshine_desktop/ui/dialogs/persona_update.py" line="142"/>
        <source>%n are different, and this campaign has never exchanged it before: choose the value to keep for each.</source>
        <translation>
            <numerusform>%n ist verschieden, und diese Kampagne hat sie noch nie ausgetauscht: Wählen Sie jeweils den Wert, der bleiben soll.</numerusform>
            <numerusform>%n sind verschieden, und diese Kampagne hat sie noch nie ausgetauscht: Wählen Sie jeweils den Wert, der bleiben soll.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/persona_update.py" line="166"/>
        <source>the file&apos;s</source>
        <translation>den der Datei</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/persona_update.py" line="168"/>
        <source>this campaign&apos;s (changed here only)</source>
        <translation>den dieser Kampagne (nur hier geändert)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/persona_update.py" line="177"/>
        <source>Keep this campaign&apos;s {what}: {value}</source>
        <translation>{what} dieser Kampagne behalten: {value}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/persona_update.py" line="179"/>
        <source>Keep the file&apos;s {what}: {value}</source>
        <translation>{what} der Datei behalten: {value}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/persona_update.py" line="186"/>
        <source>choose</source>
        <translation>wählen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/persona_update.py" line="203"/>
        <source>Still to choose: {names}</source>
        <translation>Noch zu wählen: {names}</translation>
    </message>
</context>
<context>
    <name>PersonaeModel</name>
    <message>
        <location filename="../../starshine_desktop/ui/models/personae.py" line="27"/>
        <source>{score} ({minimum} to {maximum})</source>
        <translation>{score} ({minimum} bis {maximum})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/personae.py" line="54"/>
        <source>† Dead</source>
        <translation>† Tot</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/personae.py" line="56"/>
        <source>Risked Corruption &amp; Death</source>
        <translation>Verderbnis &amp; Tod riskiert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/personae.py" line="58"/>
        <source>Risked Corruption</source>
        <translation>Verderbnis riskiert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/models/personae.py" line="60"/>
        <source>Risked Death</source>
        <translation>Tod riskiert</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <location filename="../../starshine_desktop/ui/prompts.py" line="16"/>
        <source>Starshine campaigns (*.starshine);;All files (*)</source>
        <translation>Starshine-Kampagnen (*.starshine);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/prompts.py" line="80"/>
        <source>Open campaign</source>
        <translation>Kampagne öffnen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/prompts.py" line="90"/>
        <source>New campaign</source>
        <translation>Neue Kampagne</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/prompts.py" line="91"/>
        <source>new{suffix}</source>
        <translation>neu{suffix}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/prompts.py" line="101"/>
        <source>Save a copy as</source>
        <translation>Kopie speichern unter</translation>
    </message>
</context>
<context>
    <name>RecordEditing</name>
    <message>
        <location filename="../../starshine_desktop/ui/sections/record_editing.py" line="35"/>
        <source>Director</source>
        <translation>Spielleitung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/record_editing.py" line="46"/>
        <source>{name} (Element)</source>
        <translation>{name} (Element)</translation>
    </message>
</context>
<context>
    <name>RecordsTab</name>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="126"/>
        <source>Select a Persona in the table to see its records.</source>
        <extracomment>The kinds of record the tab shows (names included): a change of another kind, or of another Persona, leaves it as it is.</extracomment>
        <translation>Wählen Sie eine Persona in der Tabelle, um ihre Einträge zu sehen.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="159"/>
        <source>Change {column} of {name}</source>
        <translation>{column} von {name} ändern</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="179"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="193"/>
        <source>the record</source>
        <translation>den Eintrag</translation>
    </message>
</context>
<context>
    <name>ReferencePage</name>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="1018"/>
        <source>&amp;Moves</source>
        <translation>&amp;Züge</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="1019"/>
        <source>&amp;Oracles</source>
        <translation>&amp;Orakel</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="307"/>
        <source>recovery: there is no {kind} stress to recover</source>
        <translation>Erholung: Es gibt keinen {kind} Stress, von dem man sich erholen könnte</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/dice.py" line="339"/>
        <source>choose a Persona in the table first</source>
        <translation>Wählen Sie zuerst eine Persona in der Tabelle</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/ironsworn_tab.py" line="78"/>
        <source>{what} needs a whole number</source>
        <translation>{what} braucht eine ganze Zahl</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="922"/>
        <source>oracle roll: type a number from 1 to 100</source>
        <translation>Orakelwurf: Geben Sie eine Zahl von 1 bis 100 ein</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/reference.py" line="930"/>
        <source>ask the oracle: type one number from 1 to 100</source>
        <translation>Orakel befragen: Geben Sie eine Zahl von 1 bis 100 ein</translation>
    </message>
</context>
<context>
    <name>RestoreBackup</name>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/restore_backup.py" line="49"/>
        <source>Restore from backup as a copy</source>
        <translation>Aus Sicherung als Kopie wiederherstellen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/restore_backup.py" line="51"/>
        <source>on opening</source>
        <translation>beim Öffnen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/restore_backup.py" line="52"/>
        <source>on closing after changes</source>
        <translation>beim Schließen nach Änderungen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/restore_backup.py" line="53"/>
        <source>before a restore</source>
        <translation>vor einer Wiederherstellung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/restore_backup.py" line="61"/>
        <source>before upgrading the file&apos;s format</source>
        <translation>vor dem Aktualisieren des Dateiformats</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/restore_backup.py" line="68"/>
        <source>{size} bytes</source>
        <translation>{size} Bytes</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/restore_backup.py" line="70"/>
        <source>{size} KB</source>
        <translation>{size} KB</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/restore_backup.py" line="71"/>
        <source>{size} MB</source>
        <translation>{size} MB</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/restore_backup.py" line="193"/>
        <source>Cannot open campaign</source>
        <translation>Kampagne kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/restore_backup.py" line="197"/>
        <source>The newest good backup was taken {time} ({size}).</source>
        <translation>Die neueste gute Sicherung wurde am {time} angelegt ({size}).</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/restore_backup.py" line="202"/>
        <source>{error}

{taken} {name} cannot be written ({reason}), so the backup cannot be put in its place.

Restore it as a copy in a place you choose? The copy opens as a campaign you can edit; the damaged file is left exactly as it is.</source>
        <translation>{error}

{taken} {name} kann nicht beschrieben werden ({reason}), daher kann die Sicherung nicht an ihre Stelle treten.

Als Kopie an einem Ort Ihrer Wahl wiederherstellen? Die Kopie öffnet sich als bearbeitbare Kampagne; die beschädigte Datei bleibt genau, wie sie ist.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/restore_backup.py" line="212"/>
        <source>{error}

{taken} Restore it? The damaged file will be kept beside it, renamed to end in “.damaged”.</source>
        <translation>{error}

{taken} Wiederherstellen? Die beschädigte Datei bleibt daneben erhalten, umbenannt auf die Endung „.damaged“.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/restore_backup.py" line="217"/>
        <source>Restore from backup</source>
        <translation>Aus Sicherung wiederherstellen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/restore_backup.py" line="226"/>
        <location filename="../../starshine_desktop/ui/dialogs/restore_backup.py" line="262"/>
        <source>Cannot restore the backup</source>
        <translation>Die Sicherung kann nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/restore_backup.py" line="254"/>
        <source>Cannot restore the backup there</source>
        <translation>Die Sicherung kann dort nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/restore_backup.py" line="271"/>
        <source>Cannot open the restored copy</source>
        <translation>Die wiederhergestellte Kopie kann nicht geöffnet werden</translation>
    </message>
</context>
<context>
    <name>RestoreBackupDialog</name>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/restore_backup.py" line="114"/>
        <source>Restore from backup</source>
        <translation>Aus Sicherung wiederherstellen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/restore_backup.py" line="124"/>
        <source>Choose a backup of &lt;b&gt;{name}&lt;/b&gt; to put in place of the current file. The current file is backed up first, so this can be undone by restoring that.</source>
        <translation>Wählen Sie eine Sicherung von &lt;b&gt;{name}&lt;/b&gt;, die an die Stelle der aktuellen Datei tritt. Die aktuelle Datei wird zuerst gesichert; durch deren Wiederherstellung lässt sich das rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/restore_backup.py" line="129"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; cannot be written ({reason}), so a backup cannot be put in its place. Choose a backup to restore as a copy in a place you choose; the copy opens as a campaign you can edit and the file here is left as it is.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; kann nicht beschrieben werden ({reason}), daher kann keine Sicherung an ihre Stelle treten. Wählen Sie eine Sicherung, die als Kopie an einem Ort Ihrer Wahl wiederhergestellt wird; die Kopie öffnet sich als bearbeitbare Kampagne, und die Datei hier bleibt, wie sie ist.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/restore_backup.py" line="139"/>
        <source>Backups</source>
        <translation>Sicherungen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/restore_backup.py" line="153"/>
        <source>Restore as a &amp;copy…</source>
        <translation>Als &amp;Kopie wiederherstellen …</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/dialogs/restore_backup.py" line="153"/>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
</context>
<context>
    <name>Sections</name>
    <message>
        <location filename="../../starshine_desktop/ui/sections/__init__.py" line="37"/>
        <source>Elements</source>
        <extracomment>The sidebar after Personae (which the main window builds itself), in order.</extracomment>
        <translation>Elemente</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/__init__.py" line="41"/>
        <source>Episodes</source>
        <translation>Episoden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/__init__.py" line="45"/>
        <source>Challenges</source>
        <translation>Herausforderungen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/__init__.py" line="49"/>
        <source>Tracks</source>
        <translation>Leisten</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/__init__.py" line="52"/>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/__init__.py" line="55"/>
        <source>Reference</source>
        <translation>Nachschlagen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/__init__.py" line="64"/>
        <source>Characteristics</source>
        <extracomment>Extra tabs of the Persona panel after &quot;Sheet&quot;, in order.</extracomment>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/__init__.py" line="65"/>
        <source>Abilities</source>
        <translation>Fähigkeiten</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/__init__.py" line="66"/>
        <source>Traits</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/__init__.py" line="67"/>
        <source>Investments</source>
        <translation>Investitionen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/__init__.py" line="68"/>
        <source>Strategies</source>
        <translation>Strategien</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/__init__.py" line="69"/>
        <source>Advances</source>
        <translation>Aufstiege</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/__init__.py" line="71"/>
        <source>Ironsworn</source>
        <translation>Ironsworn</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/__init__.py" line="75"/>
        <source>Cortex</source>
        <translation>Cortex</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../starshine_desktop/ui/start_page.py" line="62"/>
        <source>It has no Personae yet. Add the first one here, or start from another campaign.</source>
        <extracomment>The widest the column of first steps grows (in pixels), so it reads as one list.</extracomment>
        <translation>Sie hat noch keine Personae. Legen Sie hier die erste an oder beginnen Sie mit einer anderen Kampagne.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/start_page.py" line="68"/>
        <source>&amp;Add the first Persona</source>
        <translation>Erste Persona &amp;anlegen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/start_page.py" line="70"/>
        <source>&amp;New campaign…</source>
        <translation>&amp;Neue Kampagne …</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/start_page.py" line="71"/>
        <source>&amp;Open campaign…</source>
        <translation>Kampagne ö&amp;ffnen …</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/start_page.py" line="72"/>
        <source>New from &amp;sample…</source>
        <translation>Neu aus &amp;Beispiel …</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/start_page.py" line="74"/>
        <source>A new campaign holding the sample Personae, to try things</source>
        <translation>Eine neue Kampagne mit den Beispiel-Personae, zum Ausprobieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/start_page.py" line="86"/>
        <source>Recent campaigns</source>
        <translation>Zuletzt geöffnete Kampagnen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/start_page.py" line="103"/>
        <source>Open {name}</source>
        <translation>{name} öffnen</translation>
    </message>
</context>
<context>
    <name>StrategiesTab</name>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="663"/>
        <source>A course of action</source>
        <translation>Ein Vorhaben</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="664"/>
        <source>Name of the new Strategy</source>
        <translation>Name der neuen Strategie</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="667"/>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="755"/>
        <source>Start Strategy</source>
        <translation>Strategie beginnen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="670"/>
        <source>Develop selected</source>
        <translation>Ausgewählte entwickeln</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="721"/>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="725"/>
        <source>Ending the Episode</source>
        <translation>Das Ende der Episode</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="741"/>
        <source>The Director&apos;s Stance towards this Persona: {stance}</source>
        <translation>Haltung der Spielleitung gegenüber dieser Persona: {stance}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="763"/>
        <source>Select the Strategy to develop.</source>
        <translation>Wählen Sie die zu entwickelnde Strategie.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="767"/>
        <source>Develop Strategy</source>
        <translation>Strategie entwickeln</translation>
    </message>
</context>
<context>
    <name>TracksPage</name>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="59"/>
        <source>— nobody —</source>
        <translation>— niemand —</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="107"/>
        <source>New progress track</source>
        <translation>Neue Fortschrittsleiste</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="111"/>
        <source>Name, e.g. the vow sworn</source>
        <translation>Name, z. B. der Schwur</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="124"/>
        <source>&amp;Add track</source>
        <translation>Leiste &amp;hinzufügen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="129"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="130"/>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="209"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="131"/>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="213"/>
        <source>Owner</source>
        <translation>Besitzer</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="152"/>
        <source>Filter by name, kind, rank or owner</source>
        <translation>Nach Name, Art, Rang oder Besitzer filtern</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="153"/>
        <source>Filter tracks</source>
        <translation>Leisten filtern</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="160"/>
        <source>Tracks</source>
        <translation>Leisten</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="184"/>
        <source>Select a track in the table, or add one above.</source>
        <translation>Wählen Sie eine Leiste in der Tabelle aus oder fügen Sie oben eine hinzu.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="199"/>
        <source>Name of the track</source>
        <translation>Name der Leiste</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="205"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="216"/>
        <source>Progress of the track</source>
        <translation>Fortschritt der Leiste</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="225"/>
        <source>&amp;Mark progress</source>
        <translation>Fortschritt &amp;markieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="228"/>
        <source>Mark &amp;twice</source>
        <translation>&amp;Zweimal markieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="230"/>
        <source>&amp;Lose progress</source>
        <translation>Fortschritt &amp;verlieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="231"/>
        <source>C&amp;lear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="243"/>
        <source>Tension clock</source>
        <translation>Spannungsuhr</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="251"/>
        <source>Fill a segment</source>
        <translation>Segment füllen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="254"/>
        <source>Empty a segment</source>
        <translation>Segment leeren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="260"/>
        <source>Progress roll</source>
        <translation>Fortschrittswurf</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="268"/>
        <source>&amp;Roll the challenge dice</source>
        <translation>Herausforderungswürfel &amp;würfeln</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="271"/>
        <source>or type them:</source>
        <translation>oder eingeben:</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="274"/>
        <source>e.g. 3 7</source>
        <translation>z. B. 3 7</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="279"/>
        <source>Roll t&amp;yped dice</source>
        <translation>&amp;Eingegebene Würfel werten</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="351"/>
        <source>&lt;b&gt;{kind}&lt;/b&gt; — {rank}, {ticks} ticks per progress</source>
        <translation>&lt;b&gt;{kind}&lt;/b&gt; — {rank}, {ticks} Striche je Fortschritt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="369"/>
        <source>{ticks}; progress score {score}</source>
        <translation>{ticks}; Fortschrittswert {score}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="378"/>
        <source>{filled} of 4 segments filled — the scene is over: Finish a Scene</source>
        <translation>{filled} von 4 Segmenten gefüllt — die Szene ist vorbei: Szene beenden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="380"/>
        <source>{filled} of 4 segments filled</source>
        <translation>{filled} von 4 Segmenten gefüllt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="383"/>
        <source>Progress score {score}:
{odds}</source>
        <translation>Fortschrittswert {score}:
{odds}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="404"/>
        <source>Add track {name}</source>
        <translation>Leiste {name} hinzufügen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="419"/>
        <source>{edit} ({name})</source>
        <translation>{edit} ({name})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="423"/>
        <source>Mark progress twice</source>
        <translation>Zweimal Fortschritt markieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="423"/>
        <source>Mark progress</source>
        <translation>Fortschritt markieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="427"/>
        <source>Lose progress</source>
        <translation>Fortschritt verlieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="430"/>
        <source>Clear track</source>
        <translation>Leiste leeren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="438"/>
        <source>Fill a tension-clock segment</source>
        <translation>Ein Segment der Spannungsuhr füllen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="439"/>
        <source>Empty a tension-clock segment</source>
        <translation>Ein Segment der Spannungsuhr leeren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="451"/>
        <source>Rename track {name}</source>
        <translation>Leiste {name} umbenennen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="467"/>
        <source>Set rank {rank}</source>
        <translation>Rang {rank} setzen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="475"/>
        <source>Change owner</source>
        <translation>Besitzer ändern</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="496"/>
        <source>the two challenge dice</source>
        <translation>die zwei Herausforderungswürfel</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/tracks.py" line="512"/>
        <source>&lt;b&gt;{band}&lt;/b&gt;: progress score {score} against {first} and {second}.</source>
        <translation>&lt;b&gt;{band}&lt;/b&gt;: Fortschrittswert {score} gegen {first} und {second}.</translation>
    </message>
</context>
<context>
    <name>TraitsTab</name>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="496"/>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="519"/>
        <source>Add Trait</source>
        <translation>Merkmal hinzufügen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="502"/>
        <source>Director</source>
        <translation>Spielleitung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/sections/persona_records.py" line="521"/>
        <source>New Trait</source>
        <translation>Neues Merkmal</translation>
    </message>
</context>
</TS>
