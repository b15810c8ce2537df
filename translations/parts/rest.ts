<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
    <context>
        <name>ChallengeRulings</name>
        <message>
            <source>a threat when Opportunity is above Guard</source>
            <translation>eine Bedrohung, wenn Gelegenheit über Deckung liegt</translation>
        </message>
        <message>
            <source>a threat when Threat is above Guard</source>
            <translation>eine Bedrohung, wenn Bedrohung über Deckung liegt</translation>
        </message>
        <message>
            <source>Opportunity and Danger reset after a threat</source>
            <translation>Gelegenheit und Gefahr nach einer Bedrohung zurückgesetzt</translation>
        </message>
        <message>
            <source>Threat and Opportunity reset after a threat</source>
            <translation>Bedrohung und Gelegenheit nach einer Bedrohung zurückgesetzt</translation>
        </message>
        <message>
            <source>Scope 2 to 6 (time + significance)</source>
            <translation>Reichweite 2 bis 6 (Zeit + Bedeutung)</translation>
        </message>
        <message>
            <source>Scope 1 to 6</source>
            <translation>Reichweite 1 bis 6</translation>
        </message>
        <message>
            <source>Recovery by 1, 2 or 3 against the Trait's Strength</source>
            <translation>Erholung um 1, 2 oder 3 gemessen an der Stärke des Merkmals</translation>
        </message>
        <message>
            <source>Recovery by the whole Power</source>
            <translation>Erholung um die ganze Kraft</translation>
        </message>
        <message>
            <source>Leading Power measured against Threat</source>
            <translation>Führende Kraft gemessen an der Bedrohung</translation>
        </message>
        <message>
            <source>Strength and Scale bought with Threat</source>
            <translation>Stärke und Maßstab mit Bedrohung erkauft</translation>
        </message>
        <message>
            <source>the acting Persona's Negative Traits only</source>
            <translation>nur die negativen Merkmale der handelnden Persona</translation>
        </message>
        <message>
            <source>everyone's Negative Traits after every Move</source>
            <translation>die negativen Merkmale aller nach jedem Zug</translation>
        </message>
        <message>
            <source>Surrender back to its starting value</source>
            <translation>Aufgeben zurück auf den Anfangswert</translation>
        </message>
        <message>
            <source>Surrender back to its Score minus one</source>
            <translation>Aufgeben zurück auf den Wert minus eins</translation>
        </message>
        <message>
            <source>Threat reset with the Stance before the Push</source>
            <translation>Bedrohung mit der Haltung vor dem Nachlegen zurückgesetzt</translation>
        </message>
        <message>
            <source>Threat reset with the lowered Stance</source>
            <translation>Bedrohung mit der gesenkten Haltung zurückgesetzt</translation>
        </message>
        <message>
            <source>one Push per Challenge</source>
            <translation>einmal Nachlegen je Herausforderung</translation>
        </message>
        <message>
            <source>one Push per Persona</source>
            <translation>einmal Nachlegen je Persona</translation>
        </message>
        <message>
            <source>named Traits do not change a Move</source>
            <translation>genannte Merkmale ändern keinen Zug</translation>
        </message>
        <message>
            <source>named Traits change a Move's Risk or Power</source>
            <translation>genannte Merkmale ändern Risiko oder Kraft eines Zugs</translation>
        </message>
        <message>
            <source>What triggers a threat</source>
            <translation>Was eine Bedrohung auslöst</translation>
        </message>
        <message>
            <source>A threat comes when Opportunity is above Guard (001).</source>
            <translation>Eine Bedrohung kommt, wenn Gelegenheit über Deckung liegt (001).</translation>
        </message>
        <message>
            <source>A threat comes when Threat is above Guard (2.1's letter).</source>
            <translation>Eine Bedrohung kommt, wenn Bedrohung über Deckung liegt (Wortlaut von 2.1).</translation>
        </message>
        <message>
            <source>What resets after a threat</source>
            <translation>Was nach einer Bedrohung zurückgesetzt wird</translation>
        </message>
        <message>
            <source>Opportunity and Danger go back to 0 (001).</source>
            <translation>Gelegenheit und Gefahr gehen auf 0 zurück (001).</translation>
        </message>
        <message>
            <source>Threat and Opportunity go back to 0 (2.1's letter).</source>
            <translation>Bedrohung und Gelegenheit gehen auf 0 zurück (Wortlaut von 2.1).</translation>
        </message>
        <message>
            <source>The range of a Move's Scope</source>
            <translation>Der Bereich der Reichweite eines Zugs</translation>
        </message>
        <message>
            <source>Scope is time 1-3 plus significance 1-3, so 2 to 6 (2.1).</source>
            <translation>Reichweite ist Zeit 1–3 plus Bedeutung 1–3, also 2 bis 6 (2.1).</translation>
        </message>
        <message>
            <source>Scope is any number from 1 to 6 (001).</source>
            <translation>Reichweite ist eine beliebige Zahl von 1 bis 6 (001).</translation>
        </message>
        <message>
            <source>How Recovery changes a Trait</source>
            <translation>Wie Erholung ein Merkmal ändert</translation>
        </message>
        <message>
            <source>By 1, 2 or 3 as Power is below, equal to or above its Strength.</source>
            <translation>Um 1, 2 oder 3, je nachdem ob die Kraft unter, gleich oder über seiner Stärke liegt.</translation>
        </message>
        <message>
            <source>By the whole Power (001).</source>
            <translation>Um die ganze Kraft (001).</translation>
        </message>
        <message>
            <source>How a Leading Move's Power becomes Strength or Scale</source>
            <translation>Wie die Kraft eines führenden Zugs zu Stärke oder Maßstab wird</translation>
        </message>
        <message>
            <source>1, 2 or 3 as Power is below, equal to or above Threat, +1 per Fortune.</source>
            <translation>1, 2 oder 3, je nachdem ob die Kraft unter, gleich oder über der Bedrohung liegt, +1 je Fortuna.</translation>
        </message>
        <message>
            <source>Each Strength point costs Threat; an Element costs Threat + Scale (001).</source>
            <translation>Jeder Punkt Stärke kostet Bedrohung; ein Element kostet Bedrohung + Maßstab (001).</translation>
        </message>
        <message>
            <source>Whose Negative Traits the Telling Negative check reads</source>
            <translation>Wessen negative Merkmale die Prüfung auf ein entscheidendes Negativ liest</translation>
        </message>
        <message>
            <source>Only the acting Persona's, after its own Move (2.1).</source>
            <translation>Nur die der handelnden Persona, nach ihrem eigenen Zug (2.1).</translation>
        </message>
        <message>
            <source>Every Persona's, after every Move (001).</source>
            <translation>Die jeder Persona, nach jedem Zug (001).</translation>
        </message>
        <message>
            <source>Surrender after risking Corruption or Death</source>
            <translation>Aufgeben nach riskierter Verderbnis oder riskiertem Tod</translation>
        </message>
        <message>
            <source>Back to its value at the start of the Challenge (2.1).</source>
            <translation>Zurück auf den Wert zu Beginn der Herausforderung (2.1).</translation>
        </message>
        <message>
            <source>Back to the Surrender Score minus one (001).</source>
            <translation>Zurück auf den Aufgeben-Wert minus eins (001).</translation>
        </message>
        <message>
            <source>Which Stance a Push uses to reset Threat</source>
            <translation>Mit welcher Haltung Nachlegen die Bedrohung zurücksetzt</translation>
        </message>
        <message>
            <source>The Stance as it was before the Push.</source>
            <translation>Die Haltung, wie sie vor dem Nachlegen war.</translation>
        </message>
        <message>
            <source>The lowered Stance.</source>
            <translation>Die gesenkte Haltung.</translation>
        </message>
        <message>
            <source>How often the Director may Push</source>
            <translation>Wie oft die Spielleitung nachlegen darf</translation>
        </message>
        <message>
            <source>Once in the whole Challenge (2.1).</source>
            <translation>Einmal in der ganzen Herausforderung (2.1).</translation>
        </message>
        <message>
            <source>Once for each Persona.</source>
            <translation>Einmal für jede Persona.</translation>
        </message>
        <message>
            <source>Whether Traits the Actor names change a Move's Risk or Power</source>
            <translation>Ob Merkmale, die der Akteur nennt, Risiko oder Kraft eines Zugs ändern</translation>
        </message>
        <message>
            <source>Traits do not change a Move's scores (2.1).</source>
            <translation>Merkmale ändern die Werte eines Zugs nicht (2.1).</translation>
        </message>
        <message>
            <source>A named Trait adds its Strength to Risk or Power, a Negative one subtracts.</source>
            <translation>Ein genanntes Merkmal addiert seine Stärke zu Risiko oder Kraft, ein negatives zieht sie ab.</translation>
        </message>
    </context>
    <context>
        <name>ChallengeSetupPage</name>
        <message>
            <source>† {name} — dead, cannot take part</source>
            <translation>† {name} — tot, kann nicht teilnehmen</translation>
        </message>
        <message>
            <source>{name} — Stance {stance}, {scores} — has risked Corruption and Death</source>
            <translation>{name} — Haltung {stance}, {scores} — hat Verderbnis und Tod riskiert</translation>
        </message>
        <message>
            <source>{name} — Stance {stance}, {scores} — has risked Corruption</source>
            <translation>{name} — Haltung {stance}, {scores} — hat Verderbnis riskiert</translation>
        </message>
        <message>
            <source>{name} — Stance {stance}, {scores} — has risked Death</source>
            <translation>{name} — Haltung {stance}, {scores} — hat den Tod riskiert</translation>
        </message>
        <message>
            <source>{name} — Stance {stance}, {scores}</source>
            <translation>{name} — Haltung {stance}, {scores}</translation>
        </message>
        <message>
            <source>&amp;Title</source>
            <translation>&amp;Titel</translation>
        </message>
        <message>
            <source>Challenge title</source>
            <translation>Titel der Herausforderung</translation>
        </message>
        <message>
            <source>e.g. Escape from the Archive</source>
            <translation>z. B. Flucht aus dem Archiv</translation>
        </message>
        <message>
            <source>Personae taking part (Stance and Scores from the campaign)</source>
            <translation>Beteiligte Personae (Haltung und Werte aus der Kampagne)</translation>
        </message>
        <message>
            <source>Personae taking part</source>
            <translation>Beteiligte Personae</translation>
        </message>
        <message>
            <source>Add Personae on the Personae page first.</source>
            <translation>Füge zuerst auf der Seite „Personae“ Personae hinzu.</translation>
        </message>
        <message>
            <source>Elements in play (with their Negative Traits):</source>
            <translation>Elemente im Spiel (mit ihren negativen Merkmalen):</translation>
        </message>
        <message>
            <source>Elements in play</source>
            <translation>Elemente im Spiel</translation>
        </message>
        <message>
            <source>{name} — Scale {scale}</source>
            <translation>{name} — Maßstab {scale}</translation>
        </message>
        <message>
            <source>The campaign has no Elements yet (see Elements).</source>
            <translation>Die Kampagne hat noch keine Elemente (siehe Elemente).</translation>
        </message>
        <message>
            <source>Rulings (defaults chosen; rules-spec A.6)</source>
            <translation>Auslegungen (Vorgaben gewählt; Regelwerk A.6)</translation>
        </message>
        <message>
            <source>{ruling}: {question}</source>
            <translation>{ruling}: {question}</translation>
        </message>
        <message>
            <source>Ruling {ruling}: {question}</source>
            <translation>Auslegung {ruling}: {question}</translation>
        </message>
        <message>
            <source>{option} (default)</source>
            <translation>{option} (Vorgabe)</translation>
        </message>
        <message>
            <source>What ruling {ruling} means</source>
            <translation>Was Auslegung {ruling} bedeutet</translation>
        </message>
        <message>
            <source>Why the Challenge cannot start</source>
            <translation>Warum die Herausforderung nicht beginnen kann</translation>
        </message>
        <message>
            <source>&amp;Start the Challenge</source>
            <translation>Herausforderung &amp;beginnen</translation>
        </message>
        <message>
            <source>Start the Challenge</source>
            <translation>Herausforderung beginnen</translation>
        </message>
        <message>
            <source>Challenge: {names}</source>
            <translation>Herausforderung: {names}</translation>
        </message>
    </context>
    <context>
        <name>ChallengeTracker</name>
        <message>
            <source>Filter challenge pools</source>
            <translation>Herausforderungspools filtern</translation>
        </message>
        <message>
            <source>Challenge pools</source>
            <translation>Herausforderungspools</translation>
        </message>
        <message>
            <source>New challenge pool</source>
            <translation>Neuer Herausforderungspool</translation>
        </message>
        <message>
            <source>e.g. Cross the storm</source>
            <translation>z. B. Durch den Sturm</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Stufe</translation>
        </message>
        <message>
            <source>{length} (+{count}d6)</source>
            <translation>{length} (+{count}d6)</translation>
        </message>
        <message>
            <source>Length</source>
            <translation>Dauer</translation>
        </message>
        <message>
            <source>Personae</source>
            <translation>Personae</translation>
        </message>
        <message>
            <source>&amp;Start challenge</source>
            <translation>Herausforderung &amp;beginnen</translation>
        </message>
        <message>
            <source>A Persona's turn</source>
            <translation>Zug einer Persona</translation>
        </message>
        <message>
            <source>Persona</source>
            <translation>Persona</translation>
        </message>
        <message>
            <source>Their stress die joins</source>
            <translation>Ihr Stresswürfel kommt hinzu</translation>
        </message>
        <message>
            <source>Second stress</source>
            <translation>Zweiter Stress</translation>
        </message>
        <message>
            <source>their pool, e.g. d8,d6,d6</source>
            <translation>ihr Pool, z. B. d8,d6,d6</translation>
        </message>
        <message>
            <source>Their pool</source>
            <translation>Ihr Pool</translation>
        </message>
        <message>
            <source>faces, largest die first (blank: roll here)</source>
            <translation>Augenzahlen, größter Würfel zuerst (leer: hier würfeln)</translation>
        </message>
        <message>
            <source>Their faces</source>
            <translation>Ihre Augenzahlen</translation>
        </message>
        <message>
            <source>the GM's faces (blank: roll here)</source>
            <translation>Augenzahlen der SL (leer: hier würfeln)</translation>
        </message>
        <message>
            <source>GM's faces</source>
            <translation>Augenzahlen der SL</translation>
        </message>
        <message>
            <source>On a success, against</source>
            <translation>Bei Erfolg gegen</translation>
        </message>
        <message>
            <source>{kind} stress</source>
            <translation>Stress ({kind})</translation>
        </message>
        <message>
            <source>On a failure, take</source>
            <translation>Bei Fehlschlag nehmen</translation>
        </message>
        <message>
            <source>Odds</source>
            <translation>Chancen</translation>
        </message>
        <message>
            <source>&amp;Take turn</source>
            <translation>&amp;Zug ausführen</translation>
        </message>
        <message>
            <source>Other action</source>
            <translation>Andere Aktion</translation>
        </message>
        <message>
            <source>Spend the turn on another test against the same pool</source>
            <translation>Den Zug für eine andere Probe gegen denselben Pool nutzen</translation>
        </message>
        <message>
            <source>The challenge's turn</source>
            <translation>Zug der Herausforderung</translation>
        </message>
        <message>
            <source>Step it up</source>
            <translation>Hochstufen</translation>
        </message>
        <message>
            <source>Strengthen a die</source>
            <translation>Einen Würfel verstärken</translation>
        </message>
        <message>
            <source>Test the Persona above</source>
            <translation>Die Persona oben prüfen</translation>
        </message>
        <message>
            <source>Their faces set the total to beat; the GM's faces are the challenge's roll</source>
            <translation>Ihre Augenzahlen setzen die zu schlagende Summe; die Augenzahlen der SL sind der Wurf der Herausforderung</translation>
        </message>
        <message>
            <source>Or</source>
            <translation>Oder</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>Protokoll</translation>
        </message>
        <message>
            <source>(deleted Persona {number})</source>
            <translation>(gelöschte Persona {number})</translation>
        </message>
        <message>
            <source>No challenge pool yet</source>
            <translation>Noch kein Herausforderungspool</translation>
        </message>
        <message>
            <source>Start one below: choose a level, a length and Personae.</source>
            <translation>Beginne unten einen: Wähle Stufe, Dauer und Personae.</translation>
        </message>
        <message>
            <source>Overcome</source>
            <translation>Überwunden</translation>
        </message>
        <message>
            <source>{name} · {level} · round {round} · waiting for {names}</source>
            <translation>{name} · {level} · Runde {round} · wartet auf {names}</translation>
        </message>
        <message>
            <source>{name} · {level} · round {round} · the challenge's turn</source>
            <translation>{name} · {level} · Runde {round} · Zug der Herausforderung</translation>
        </message>
        <message>
            <source>{name} · {level} · round {round} · overcome: the pool is empty</source>
            <translation>{name} · {level} · Runde {round} · überwunden: der Pool ist leer</translation>
        </message>
        <message>
            <source>none (no stress)</source>
            <translation>keiner (kein Stress)</translation>
        </message>
        <message>
            <source>{kind} d{sides}</source>
            <translation>{kind} d{sides}</translation>
        </message>
        <message>
            <source>choose a challenge pool and a Persona</source>
            <translation>wähle einen Herausforderungspool und eine Persona</translation>
        </message>
        <message>
            <source>Enter their pool to see the odds.</source>
            <translation>Gib ihren Pool ein, um die Chancen zu sehen.</translation>
        </message>
        <message>
            <source>{pool} against {opposition}</source>
            <translation>{pool} gegen {opposition}</translation>
        </message>
        <message>
            <source>{pool} against {opposition} · the GM pays 1 plot point for {kinds} stress</source>
            <translation>{pool} gegen {opposition} · die SL zahlt 1 Plotpunkt für Stress ({kinds})</translation>
        </message>
        <message>
            <source>{pool} against {opposition} · the GM pays {count} plot points for {kinds} stress</source>
            <translation>{pool} gegen {opposition} · die SL zahlt {count} Plotpunkte für Stress ({kinds})</translation>
        </message>
        <message>
            <source> and </source>
            <translation> und </translation>
        </message>
        <message>
            <source>Start challenge {name}</source>
            <translation>Herausforderung {name} beginnen</translation>
        </message>
        <message>
            <source>{persona}'s turn in {challenge}</source>
            <translation>Zug von {persona} in {challenge}</translation>
        </message>
        <message>
            <source>{persona}'s other action in {challenge}</source>
            <translation>Andere Aktion von {persona} in {challenge}</translation>
        </message>
        <message>
            <source>Strengthen {challenge}</source>
            <translation>{challenge} verstärken</translation>
        </message>
        <message>
            <source>{challenge} tests {persona}</source>
            <translation>{challenge} prüft {persona}</translation>
        </message>
    </context>
    <context>
        <name>ChallengeWizard</name>
        <message>
            <source>Surrender the current Strategy (the Persona surrenders)</source>
            <translation>Die aktuelle Strategie aufgeben (die Persona gibt auf)</translation>
        </message>
        <message>
            <source>Lose the Investment it pursues (the Persona surrenders)</source>
            <translation>Die verfolgte Investition verlieren (die Persona gibt auf)</translation>
        </message>
        <message>
            <source>Risk Corruption: Surrender is restored (once per Persona)</source>
            <translation>Verderbnis riskieren: Aufgeben wird wiederhergestellt (einmal je Persona)</translation>
        </message>
        <message>
            <source>Risk Death: Surrender is restored (once per Persona)</source>
            <translation>Tod riskieren: Aufgeben wird wiederhergestellt (einmal je Persona)</translation>
        </message>
        <message>
            <source>Surrender</source>
            <translation>Aufgeben</translation>
        </message>
        <message>
            <source>Persona</source>
            <translation>Persona</translation>
        </message>
        <message>
            <source>The Persona taking part</source>
            <translation>Die beteiligte Persona</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Active, free, surrendered or dead</source>
            <translation>Aktiv, frei, aufgegeben oder tot</translation>
        </message>
        <message>
            <source>Threat</source>
            <translation>Bedrohung</translation>
        </message>
        <message>
            <source>Threat: a threat comes when it (or Opportunity, ruling R1) is above Guard</source>
            <translation>Bedrohung: Eine Bedrohung kommt, wenn sie (oder die Gelegenheit, Auslegung R1) über der Deckung liegt</translation>
        </message>
        <message>
            <source>Opportunity</source>
            <translation>Gelegenheit</translation>
        </message>
        <message>
            <source>Opportunity: grows with the clock and a Leading Move's Risk</source>
            <translation>Gelegenheit: wächst mit der Uhr und dem Risiko eines führenden Zugs</translation>
        </message>
        <message>
            <source>Danger</source>
            <translation>Gefahr</translation>
        </message>
        <message>
            <source>Danger: grows with the clock and the Risk of other Moves</source>
            <translation>Gefahr: wächst mit der Uhr und dem Risiko anderer Züge</translation>
        </message>
        <message>
            <source>Guard</source>
            <translation>Deckung</translation>
        </message>
        <message>
            <source>Guard: a threat's Strength is Opportunity − Guard + Danger</source>
            <translation>Deckung: Die Stärke einer Bedrohung ist Gelegenheit − Deckung + Gefahr</translation>
        </message>
        <message>
            <source>Surrender: at 0 the Persona must choose how it goes on (rule 5)</source>
            <translation>Aufgeben: Bei 0 muss die Persona wählen, wie es weitergeht (Regel 5)</translation>
        </message>
        <message>
            <source>Fortune</source>
            <translation>Fortuna</translation>
        </message>
        <message>
            <source>Fortune: pays for the Scope and extra Strength</source>
            <translation>Fortuna: bezahlt die Reichweite und zusätzliche Stärke</translation>
        </message>
        <message>
            <source>Stance</source>
            <translation>Haltung</translation>
        </message>
        <message>
            <source>The Director's Stance towards the Persona</source>
            <translation>Die Haltung der Spielleitung gegenüber der Persona</translation>
        </message>
        <message>
            <source>Traits</source>
            <translation>Merkmale</translation>
        </message>
        <message>
            <source>The Persona's Traits (+) and Negative Traits (−) with their Strength</source>
            <translation>Die Merkmale (+) und negativen Merkmale (−) der Persona mit ihrer Stärke</translation>
        </message>
        <message>
            <source>{persona} surrenders a Strategy</source>
            <translation>{persona} gibt eine Strategie auf</translation>
        </message>
        <message>
            <source>{persona} loses an Investment</source>
            <translation>{persona} verliert eine Investition</translation>
        </message>
        <message>
            <source>{persona} risks Corruption</source>
            <translation>{persona} riskiert Verderbnis</translation>
        </message>
        <message>
            <source>{persona} risks Death</source>
            <translation>{persona} riskiert den Tod</translation>
        </message>
        <message>
            <source>{persona} surrenders</source>
            <translation>{persona} gibt auf</translation>
        </message>
        <message>
            <source>Run the clock</source>
            <translation>Uhr laufen lassen</translation>
        </message>
        <message>
            <source>Name the threats</source>
            <translation>Bedrohungen benennen</translation>
        </message>
        <message>
            <source>{type} Move of {persona}</source>
            <translation>{type} Zug von {persona}</translation>
        </message>
        <message>
            <source>Push {persona}</source>
            <translation>{persona} nachlegen</translation>
        </message>
        <message>
            <source>{persona} designates {target}</source>
            <translation>{persona} bestimmt {target}</translation>
        </message>
        <message>
            <source>Compromise accepted</source>
            <translation>Kompromiss angenommen</translation>
        </message>
        <message>
            <source>Compromise refused</source>
            <translation>Kompromiss abgelehnt</translation>
        </message>
        <message>
            <source>End the Challenge</source>
            <translation>Herausforderung beenden</translation>
        </message>
        <message>
            <source>Export as replay scenario</source>
            <translation>Als Wiederholungsszenario exportieren</translation>
        </message>
        <message>
            <source>Scenarios (*.json);;All files (*)</source>
            <translation>Szenarien (*.json);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Could not write {path}: {error}</source>
            <translation>{path} konnte nicht geschrieben werden: {error}</translation>
        </message>
        <message>
            <source>Exported to {path}</source>
            <translation>Nach {path} exportiert</translation>
        </message>
        <message>
            <source>{names} and {last}</source>
            <translation>{names} und {last}</translation>
        </message>
        <message>
            <source>Challenge</source>
            <translation>Herausforderung</translation>
        </message>
        <message>
            <source>Challenge wizard</source>
            <translation>Herausforderungs-Assistent</translation>
        </message>
        <message>
            <source>What happens next</source>
            <translation>Was als Nächstes geschieht</translation>
        </message>
        <message>
            <source>Where the round stands</source>
            <translation>Wo die Runde steht</translation>
        </message>
        <message>
            <source>Each round: the clock, the threats, each Persona's Move, then the next round</source>
            <translation>Jede Runde: die Uhr, die Bedrohungen, der Zug jeder Persona, dann die nächste Runde</translation>
        </message>
        <message>
            <source>Personae in the Challenge</source>
            <translation>Personae in der Herausforderung</translation>
        </message>
        <message>
            <source>Elements in play</source>
            <translation>Elemente im Spiel</translation>
        </message>
        <message>
            <source>What the last step did</source>
            <translation>Was der letzte Schritt bewirkt hat</translation>
        </message>
        <message>
            <source>Challenge log</source>
            <translation>Protokoll der Herausforderung</translation>
        </message>
        <message>
            <source>The last step and the log</source>
            <translation>Der letzte Schritt und das Protokoll</translation>
        </message>
        <message>
            <source>Last step</source>
            <translation>Letzter Schritt</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>Protokoll</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Rückgängig</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Wiederherstellen</translation>
        </message>
        <message>
            <source>Take back the last step</source>
            <comment>button</comment>
            <translation>Letzten Schritt zurücknehmen</translation>
        </message>
        <message>
            <source>Take back the last step</source>
            <translation>Letzten Schritt zurücknehmen</translation>
        </message>
        <message>
            <source>Remove the last step of this Challenge, even one saved before a restart (Edit › Undo brings it back)</source>
            <translation>Den letzten Schritt dieser Herausforderung entfernen, auch einen vor einem Neustart gespeicherten (Bearbeiten › Rückgängig holt ihn zurück)</translation>
        </message>
        <message>
            <source>The Director's actions (at any time, apart from the Moves)</source>
            <translation>Aktionen der Spielleitung (jederzeit, außerhalb der Züge)</translation>
        </message>
        <message>
            <source>The Director's actions</source>
            <translation>Aktionen der Spielleitung</translation>
        </message>
        <message>
            <source>Persona to push</source>
            <translation>Persona zum Nachlegen</translation>
        </message>
        <message>
            <source>P&amp;ush</source>
            <translation>&amp;Nachlegen</translation>
        </message>
        <message>
            <source>Push</source>
            <translation>Nachlegen</translation>
        </message>
        <message>
            <source>Why no Push</source>
            <translation>Warum kein Nachlegen</translation>
        </message>
        <message>
            <source>Free Persona who designates</source>
            <translation>Freie Persona, die bestimmt</translation>
        </message>
        <message>
            <source>Persona designated</source>
            <translation>Bestimmte Persona</translation>
        </message>
        <message>
            <source>Desi&amp;gnate</source>
            <translation>Be&amp;stimmen</translation>
        </message>
        <message>
            <source>Designate</source>
            <translation>Bestimmen</translation>
        </message>
        <message>
            <source>Free Persona</source>
            <translation>Freie Persona</translation>
        </message>
        <message>
            <source>designates</source>
            <translation>bestimmt</translation>
        </message>
        <message>
            <source>Compromise offered (for the log)</source>
            <translation>Angebotener Kompromiss (für das Protokoll)</translation>
        </message>
        <message>
            <source>Compromise offered</source>
            <translation>Angebotener Kompromiss</translation>
        </message>
        <message>
            <source>Accepted</source>
            <translation>Annehmen</translation>
        </message>
        <message>
            <source>Refused</source>
            <translation>Ablehnen</translation>
        </message>
        <message>
            <source>Compromise</source>
            <translation>Kompromiss</translation>
        </message>
        <message>
            <source>Persona who surrenders</source>
            <translation>Persona, die aufgibt</translation>
        </message>
        <message>
            <source>Surrender by choice</source>
            <translation>Freiwillig aufgeben</translation>
        </message>
        <message>
            <source>&amp;End the Challenge</source>
            <translation>Herausforderung b&amp;eenden</translation>
        </message>
        <message>
            <source>Why the Director's step is refused</source>
            <translation>Warum der Schritt der Spielleitung abgelehnt wird</translation>
        </message>
        <message>
            <source>Clock</source>
            <translation>Uhr</translation>
        </message>
        <message>
            <source>Before the clock</source>
            <translation>Vor der Uhr</translation>
        </message>
        <message>
            <source>Run the &amp;clock</source>
            <translation>&amp;Uhr laufen lassen</translation>
        </message>
        <message>
            <source>Why the clock is refused</source>
            <translation>Warum die Uhr abgelehnt wird</translation>
        </message>
        <message>
            <source>Threats</source>
            <translation>Bedrohungen</translation>
        </message>
        <message>
            <source>The clock's effect on each Persona</source>
            <translation>Die Wirkung der Uhr auf jede Persona</translation>
        </message>
        <message>
            <source>&amp;Issue the threats</source>
            <translation>Bedrohungen &amp;aussprechen</translation>
        </message>
        <message>
            <source>Issue the threats</source>
            <translation>Bedrohungen aussprechen</translation>
        </message>
        <message>
            <source>Why the threats are refused</source>
            <translation>Warum die Bedrohungen abgelehnt werden</translation>
        </message>
        <message>
            <source>Moves this round</source>
            <translation>Züge dieser Runde</translation>
        </message>
        <message>
            <source>Next round: run the cloc&amp;k</source>
            <translation>Nächste Runde: U&amp;hr laufen lassen</translation>
        </message>
        <message>
            <source>Next round: run the clock</source>
            <translation>Nächste Runde: Uhr laufen lassen</translation>
        </message>
        <message>
            <source>Why the next round is refused</source>
            <translation>Warum die nächste Runde abgelehnt wird</translation>
        </message>
        <message>
            <source>Surrender 0</source>
            <translation>Aufgeben 0</translation>
        </message>
        <message>
            <source>Who must choose</source>
            <translation>Wer wählen muss</translation>
        </message>
        <message>
            <source>Characteristic to corrupt</source>
            <translation>Zu verderbende Eigenschaft</translation>
        </message>
        <message>
            <source>If a Corruption applies, among the lowest Characteristics:</source>
            <translation>Falls Verderbnis eintritt, unter den niedrigsten Eigenschaften:</translation>
        </message>
        <message>
            <source>Why the choice is refused</source>
            <translation>Warum die Wahl abgelehnt wird</translation>
        </message>
        <message>
            <source>The Challenge has ended</source>
            <translation>Die Herausforderung ist beendet</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>Ausgang</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>Ergebnisse</translation>
        </message>
        <message>
            <source>&amp;Apply the results to the campaign</source>
            <translation>Ergebnisse auf die Kampagne &amp;anwenden</translation>
        </message>
        <message>
            <source>Apply the results to the campaign</source>
            <translation>Ergebnisse auf die Kampagne anwenden</translation>
        </message>
        <message>
            <source>E&amp;xport as replay scenario…</source>
            <translation>Als Wiederholungsszenario e&amp;xportieren…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Close the wizard</source>
            <translation>Assistenten schließen</translation>
        </message>
        <message>
            <source>Export or apply message</source>
            <translation>Meldung zu Export oder Anwendung</translation>
        </message>
        <message>
            <source>Start the Challenge {title}</source>
            <translation>Herausforderung {title} beginnen</translation>
        </message>
        <message>
            <source>Challenge: {title}</source>
            <translation>Herausforderung: {title}</translation>
        </message>
        <message>
            <source>The Challenge is set up. Each round goes: the clock, the threats, then each Persona's Move.</source>
            <translation>Die Herausforderung ist vorbereitet. Jede Runde läuft so: die Uhr, die Bedrohungen, dann der Zug jeder Persona.</translation>
        </message>
        <message>
            <source>Run the &amp;clock: start round 1</source>
            <translation>&amp;Uhr laufen lassen: Runde 1 beginnen</translation>
        </message>
        <message>
            <source>The Challenge is over · its results are applied to the campaign.</source>
            <translation>Die Herausforderung ist vorbei · ihre Ergebnisse sind auf die Kampagne angewendet.</translation>
        </message>
        <message>
            <source>The Challenge is over · the Director applies its results to the campaign.</source>
            <translation>Die Herausforderung ist vorbei · die Spielleitung wendet ihre Ergebnisse auf die Kampagne an.</translation>
        </message>
        <message>
            <source>Round {round} · {name} is at Surrender 0: {name}'s Actor chooses what happens.</source>
            <translation>Runde {round} · {name} steht bei Aufgeben 0: Der Akteur von {name} wählt, was geschieht.</translation>
        </message>
        <message>
            <source>Set-up · the Director runs the clock to start round 1.</source>
            <translation>Vorbereitung · die Spielleitung lässt die Uhr laufen, um Runde 1 zu beginnen.</translation>
        </message>
        <message>
            <source>Round {round} · Threats: no one is threatened; the Director goes on.</source>
            <translation>Runde {round} · Bedrohungen: Niemand ist bedroht; die Spielleitung macht weiter.</translation>
        </message>
        <message>
            <source>Round {round} · Threats: the Director names a Negative Trait for {names}, then issues the threats.</source>
            <translation>Runde {round} · Bedrohungen: Die Spielleitung benennt ein negatives Merkmal für {names} und spricht dann die Bedrohungen aus.</translation>
        </message>
        <message>
            <source>Round {round} · {name}'s Move: {hint}.</source>
            <translation>Runde {round} · Zug von {name}: {hint}.</translation>
        </message>
        <message>
            <source>Round {round} · Every Persona has moved: the Director runs the clock for round {next}.</source>
            <translation>Runde {round} · Jede Persona hat gezogen: Die Spielleitung lässt die Uhr für Runde {next} laufen.</translation>
        </message>
        <message>
            <source>{name}'s Move</source>
            <translation>Zug von {name}</translation>
        </message>
        <message>
            <source>{name} at Surrender 0</source>
            <translation>{name} bei Aufgeben 0</translation>
        </message>
        <message>
            <source>Next round</source>
            <translation>Nächste Runde</translation>
        </message>
        <message>
            <source>Round {round}: {steps}</source>
            <translation>Runde {round}: {steps}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keine</translation>
        </message>
        <message>
            <source>{name} · {heading}: {value}</source>
            <translation>{name} · {heading}: {value}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Element {name}&lt;/b&gt;, Scale {scale}: {traits}</source>
            <translation>&lt;b&gt;Element {name}&lt;/b&gt;, Maßstab {scale}: {traits}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Element {name}&lt;/b&gt;, Scale {scale}</source>
            <translation>&lt;b&gt;Element {name}&lt;/b&gt;, Maßstab {scale}</translation>
        </message>
        <message>
            <source>Nothing has happened yet.</source>
            <translation>Noch ist nichts geschehen.</translation>
        </message>
        <message>
            <source>Telling check: {check}</source>
            <translation>Wirkungsprüfung: {check}</translation>
        </message>
        <message>
            <source>Last step:</source>
            <translation>Letzter Schritt:</translation>
        </message>
        <message>
            <source>The clock will change no one's Opportunity or Danger.</source>
            <translation>Die Uhr wird niemandes Gelegenheit oder Gefahr ändern.</translation>
        </message>
        <message>
            <source>The clock will give:</source>
            <translation>Die Uhr wird geben:</translation>
        </message>
        <message>
            <source>The clock of round {round}:</source>
            <translation>Die Uhr der Runde {round}:</translation>
        </message>
        <message>
            <source>No Persona is affected.</source>
            <translation>Keine Persona ist betroffen.</translation>
        </message>
        <message>
            <source>No Persona is threatened this round; issue the (empty) threats step.</source>
            <translation>Keine Persona ist in dieser Runde bedroht; führe den (leeren) Bedrohungsschritt aus.</translation>
        </message>
        <message>
            <source>{name} is threatened. Name the Negative Trait:</source>
            <translation>{name} ist bedroht. Benenne das negative Merkmal:</translation>
        </message>
        <message>
            <source>Threat {round}</source>
            <translation>Bedrohung {round}</translation>
        </message>
        <message>
            <source>Threat against {name}</source>
            <translation>Bedrohung gegen {name}</translation>
        </message>
        <message>
            <source>Moves (step 3): each Persona still in play may make one Move this round.</source>
            <translation>Züge (Schritt 3): Jede Persona im Spiel darf in dieser Runde einen Zug machen.</translation>
        </message>
        <message>
            <source>{note} Already moved: {names}.</source>
            <translation>{note} Bereits gezogen: {names}.</translation>
        </message>
        <message>
            <source>Every Persona still in play has moved this round. Run the clock.</source>
            <translation>Jede Persona im Spiel hat in dieser Runde gezogen. Lass die Uhr laufen.</translation>
        </message>
        <message>
            <source>{name} is at Surrender 0 and must choose (rule 5). Only this choice or a compromise may come now.</source>
            <translation>{name} steht bei Aufgeben 0 und muss wählen (Regel 5). Jetzt kann nur diese Wahl oder ein Kompromiss kommen.</translation>
        </message>
        <message>
            <source>the first of the lowest</source>
            <translation>die erste der niedrigsten</translation>
        </message>
        <message>
            <source>{name} ({value})</source>
            <translation>{name} ({value})</translation>
        </message>
        <message>
            <source>Outcome: {outcome}.</source>
            <translation>Ausgang: {outcome}.</translation>
        </message>
        <message>
            <source>record on the sheet by hand</source>
            <translation>von Hand auf dem Bogen eintragen</translation>
        </message>
        <message>
            <source>✔ applied to the campaign</source>
            <translation>✔ auf die Kampagne angewendet</translation>
        </message>
        <message>
            <source>will be applied to the campaign</source>
            <translation>wird auf die Kampagne angewendet</translation>
        </message>
        <message>
            <source>Results:</source>
            <translation>Ergebnisse:</translation>
        </message>
        <message>
            <source>No lasting changes.</source>
            <translation>Keine bleibenden Änderungen.</translation>
        </message>
        <message>
            <source>Results applied (Edit › Undo takes them back)</source>
            <translation>Ergebnisse angewendet (Bearbeiten › Rückgängig nimmt sie zurück)</translation>
        </message>
        <message>
            <source>the Challenge has ended (A.8)</source>
            <translation>die Herausforderung ist beendet (A.8)</translation>
        </message>
        <message>
            <source>no Persona is in play</source>
            <translation>keine Persona ist im Spiel</translation>
        </message>
        <message>
            <source>No Push: {reason}</source>
            <translation>Kein Nachlegen: {reason}</translation>
        </message>
        <message>
            <source>Only a free Persona designates an active one (rule 6)</source>
            <translation>Nur eine freie Persona bestimmt eine aktive (Regel 6)</translation>
        </message>
        <message>
            <source>the step was not saved</source>
            <translation>der Schritt wurde nicht gespeichert</translation>
        </message>
        <message>
            <source>Take back: {step}</source>
            <translation>Zurücknehmen: {step}</translation>
        </message>
        <message>
            <source>{lead}

This step will do:
{what}

Edit › Undo takes it back.</source>
            <translation>{lead}

Dieser Schritt bewirkt:
{what}

Bearbeiten › Rückgängig nimmt ihn zurück.</translation>
        </message>
        <message>
            <source>Risk Death</source>
            <translation>Tod riskieren</translation>
        </message>
        <message>
            <source>{name} risks Death: Surrender comes back now, but if {name} is forced to surrender later, {name} dies (rule 5.2). A Persona risks Death only once.</source>
            <translation>{name} riskiert den Tod: Aufgeben kehrt jetzt zurück, doch muss {name} später aufgeben, stirbt {name} (Regel 5.2). Eine Persona riskiert den Tod nur einmal.</translation>
        </message>
        <message>
            <source>{name} has risked Death: surrendering now, {name} dies and takes no further part (rule 5.2).</source>
            <translation>{name} hat den Tod riskiert: Gibt {name} jetzt auf, stirbt {name} und nimmt nicht weiter teil (Regel 5.2).</translation>
        </message>
        <message>
            <source>{name} surrenders the current Strategy and leaves the Challenge: {name} takes no further part in it ({rule}).</source>
            <translation>{name} gibt die aktuelle Strategie auf und verlässt die Herausforderung: {name} nimmt nicht weiter daran teil ({rule}).</translation>
        </message>
        <message>
            <source>{name} loses the Investment it pursues and leaves the Challenge: {name} takes no further part in it ({rule}).</source>
            <translation>{name} verliert die verfolgte Investition und verlässt die Herausforderung: {name} nimmt nicht weiter daran teil ({rule}).</translation>
        </message>
        <message>
            <source>{name} surrenders and leaves the Challenge: {name} takes no further part in it ({rule}).</source>
            <translation>{name} gibt auf und verlässt die Herausforderung: {name} nimmt nicht weiter daran teil ({rule}).</translation>
        </message>
        <message>
            <source>rule 5</source>
            <translation>Regel 5</translation>
        </message>
        <message>
            <source>rule 5.4</source>
            <translation>Regel 5.4</translation>
        </message>
        <message>
            <source>The Actors accept the compromise ({offer}): the Challenge ends for everyone (rule 6.2), and its results can then be applied to the campaign.</source>
            <translation>Die Akteure nehmen den Kompromiss an ({offer}): Die Herausforderung endet für alle (Regel 6.2), und ihre Ergebnisse können dann auf die Kampagne angewendet werden.</translation>
        </message>
        <message>
            <source>The Actors accept the compromise: the Challenge ends for everyone (rule 6.2), and its results can then be applied to the campaign.</source>
            <translation>Die Akteure nehmen den Kompromiss an: Die Herausforderung endet für alle (Regel 6.2), und ihre Ergebnisse können dann auf die Kampagne angewendet werden.</translation>
        </message>
        <message>
            <source>Accept the compromise</source>
            <translation>Kompromiss annehmen</translation>
        </message>
        <message>
            <source>End the Challenge now? It ends for everyone; its results can then be applied to the campaign.</source>
            <translation>Die Herausforderung jetzt beenden? Sie endet für alle; ihre Ergebnisse können dann auf die Kampagne angewendet werden.</translation>
        </message>
        <message>
            <source>End the Challenge now? It ends for everyone: {names} takes no further part; its results can then be applied to the campaign.</source>
            <translation>Die Herausforderung jetzt beenden? Sie endet für alle: {names} nimmt nicht weiter teil; ihre Ergebnisse können dann auf die Kampagne angewendet werden.</translation>
        </message>
        <message>
            <source>End the Challenge now? It ends for everyone: {names} take no further part; its results can then be applied to the campaign.</source>
            <translation>Die Herausforderung jetzt beenden? Sie endet für alle: {names} nehmen nicht weiter teil; ihre Ergebnisse können dann auf die Kampagne angewendet werden.</translation>
        </message>
        <message>
            <source>Apply the results of {title}</source>
            <translation>Ergebnisse von {title} anwenden</translation>
        </message>
        <message>
            <source>The results are applied. Edit › Undo takes them back.</source>
            <translation>Die Ergebnisse sind angewendet. Bearbeiten › Rückgängig nimmt sie zurück.</translation>
        </message>
    </context>
    <context>
        <name>Challenges</name>
        <message>
            <source>finished</source>
            <translation>beendet</translation>
        </message>
        <message>
            <source>running</source>
            <translation>läuft</translation>
        </message>
        <message>
            <source>applied</source>
            <translation>übernommen</translation>
        </message>
        <message>
            <source>not applied</source>
            <translation>nicht übernommen</translation>
        </message>
    </context>
    <context>
        <name>ChallengesPage</name>
        <message>
            <source>&amp;New Challenge…</source>
            <translation>&amp;Neue Herausforderung …</translation>
        </message>
        <message>
            <source>New Challenge</source>
            <translation>Neue Herausforderung</translation>
        </message>
        <message>
            <source>&amp;Resume</source>
            <translation>&amp;Fortsetzen</translation>
        </message>
        <message>
            <source>Resume the Challenge</source>
            <translation>Herausforderung fortsetzen</translation>
        </message>
        <message>
            <source>E&amp;xport as scenario…</source>
            <translation>Als Szenario e&amp;xportieren …</translation>
        </message>
        <message>
            <source>Export as replay scenario</source>
            <translation>Als Wiedergabe-Szenario exportieren</translation>
        </message>
        <message>
            <source>Delete the Challenge</source>
            <translation>Herausforderung löschen</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Meldung</translation>
        </message>
        <message>
            <source>Challenges</source>
            <translation>Herausforderungen</translation>
        </message>
        <message>
            <source>Results and log of the Challenge</source>
            <translation>Ergebnisse und Protokoll der Herausforderung</translation>
        </message>
        <message>
            <source>No Challenge selected. Start one with New Challenge… or from a Persona (Edit › Start Challenge…).</source>
            <translation>Keine Herausforderung ausgewählt. Beginnen Sie eine mit „Neue Herausforderung …“ oder von einer Persona aus (Bearbeiten › Herausforderung beginnen …).</translation>
        </message>
        <message>
            <source>Outcome: {outcome}</source>
            <translation>Ausgang: {outcome}</translation>
        </message>
        <message>
            <source>Results (applied):</source>
            <translation>Ergebnisse (übernommen):</translation>
        </message>
        <message>
            <source>Results (not applied yet):</source>
            <translation>Ergebnisse (noch nicht übernommen):</translation>
        </message>
        <message>
            <source>no lasting changes</source>
            <translation>keine bleibenden Änderungen</translation>
        </message>
        <message>
            <source>Running, round {round}: Resume to carry on.</source>
            <translation>Läuft, Runde {round}: zum Weitermachen fortsetzen.</translation>
        </message>
        <message>
            <source>Log:</source>
            <translation>Protokoll:</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>Ö&amp;ffnen</translation>
        </message>
    </context>
    <context>
        <name>Column</name>
        <message>
            <source>Kind</source>
            <extracomment>The hits as the Find dialog lists them, in the service's order (kind by kind).</extracomment>
            <translation>Art</translation>
        </message>
        <message>
            <source>Found</source>
            <translation>Gefunden</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Titel</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>Ausgang</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Runde</translation>
        </message>
        <message>
            <source>Personae</source>
            <translation>Personae</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>Ergebnisse</translation>
        </message>
        <message>
            <source>Updated</source>
            <translation>Geändert</translation>
        </message>
        <message>
            <source>Persona</source>
            <translation>Persona</translation>
        </message>
        <message>
            <source>Expression or Trait</source>
            <translation>Ausdruck oder Merkmal</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <source>Episode</source>
            <translation>Episode</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Zustand</translation>
        </message>
        <message>
            <source>P(0)</source>
            <extracomment>The headers of the columns of the exact odds of 0, 1, 2 and 3 successes.</extracomment>
            <translation>P(0)</translation>
        </message>
        <message>
            <source>P(1)</source>
            <translation>P(1)</translation>
        </message>
        <message>
            <source>P(2)</source>
            <translation>P(2)</translation>
        </message>
        <message>
            <source>P(3)</source>
            <translation>P(3)</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Stage</source>
            <translation>Stand</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Luck</source>
            <translation>Glück</translation>
        </message>
        <message>
            <source>Traits</source>
            <translation>Merkmale</translation>
        </message>
        <message>
            <source>Attributes</source>
            <translation>Attribute</translation>
        </message>
        <message>
            <source>Resources</source>
            <translation>Ressourcen</translation>
        </message>
        <message>
            <source>Drives</source>
            <translation>Antriebe</translation>
        </message>
        <message>
            <source>Setbacks</source>
            <translation>Rückschläge</translation>
        </message>
        <message>
            <source>Setbacks in effect this scene: temporary or indefinite, from earlier scenes</source>
            <translation>Rückschläge, die in dieser Szene wirken: vorübergehende oder unbefristete aus früheren Szenen</translation>
        </message>
        <message>
            <source>#</source>
            <translation>Nr.</translation>
        </message>
        <message>
            <source>Statement</source>
            <translation>Aussage</translation>
        </message>
        <message>
            <source>F</source>
            <translation>F</translation>
        </message>
        <message>
            <source>Favouring factors plus the Luck bid</source>
            <translation>Fördernde Faktoren plus das Glücksgebot</translation>
        </message>
        <message>
            <source>O</source>
            <translation>H</translation>
        </message>
        <message>
            <source>Opposing factors plus the difficulty</source>
            <translation>Hinderliche Faktoren plus die Schwierigkeit</translation>
        </message>
        <message>
            <source>Faces</source>
            <translation>Augen</translation>
        </message>
        <message>
            <source>Successes</source>
            <translation>Erfolge</translation>
        </message>
        <message>
            <source>Weight</source>
            <translation>Gewicht</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
    </context>
    <context>
        <name>CortexTestPanel</name>
        <message>
            <source>none</source>
            <translation>keine</translation>
        </message>
        <message>
            <source>1 plot point</source>
            <translation>1 Plotpunkt</translation>
        </message>
        <message>
            <source>{count} plot points</source>
            <translation>{count} Plotpunkte</translation>
        </message>
        <message>
            <source> and </source>
            <translation> und </translation>
        </message>
        <message>
            <source>the GM pays {points} for {kinds} stress in the opposition</source>
            <translation>die SL zahlt {points} für Stress ({kinds}) im Widerstand</translation>
        </message>
        <message>
            <source>plot points {before} → {after}</source>
            <translation>Plotpunkte {before} → {after}</translation>
        </message>
        <message>
            <source>{kind} stress {before} → {after} (stressed out)</source>
            <translation>Stress ({kind}) {before} → {after} (ausgeschaltet)</translation>
        </message>
        <message>
            <source>{kind} stress {before} → {after}</source>
            <translation>Stress ({kind}) {before} → {after}</translation>
        </message>
        <message>
            <source>Test</source>
            <translation>Probe</translation>
        </message>
        <message>
            <source>your pool, e.g. d8,d6,d6</source>
            <translation>dein Pool, z. B. d8,d6,d6</translation>
        </message>
        <message>
            <source>Dice past two in the total: one plot point each</source>
            <translation>Würfel über zwei hinaus in der Summe: je ein Plotpunkt</translation>
        </message>
        <message>
            <source>extra dice in the total</source>
            <translation>Zusatzwürfel in der Summe</translation>
        </message>
        <message>
            <source>Your pool</source>
            <translation>Dein Pool</translation>
        </message>
        <message>
            <source>the GM's pool, e.g. d10,d8,d6</source>
            <translation>Pool der SL, z. B. d10,d8,d6</translation>
        </message>
        <message>
            <source>Against</source>
            <translation>Gegen</translation>
        </message>
        <message>
            <source>Stress</source>
            <translation>Stress</translation>
        </message>
        <message>
            <source>Second stress</source>
            <translation>Zweiter Stress</translation>
        </message>
        <message>
            <source>Exact odds</source>
            <translation>Genaue Chancen</translation>
        </message>
        <message>
            <source>your faces, largest die first (blank: roll here)</source>
            <translation>deine Augenzahlen, größter Würfel zuerst (leer: hier würfeln)</translation>
        </message>
        <message>
            <source>Your faces</source>
            <translation>Deine Augenzahlen</translation>
        </message>
        <message>
            <source>the GM's faces, largest die first (blank: roll here)</source>
            <translation>Augenzahlen der SL, größter Würfel zuerst (leer: hier würfeln)</translation>
        </message>
        <message>
            <source>GM's faces</source>
            <translation>Augenzahlen der SL</translation>
        </message>
        <message>
            <source>Roll the test</source>
            <translation>Probe würfeln</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Apply to the sheet</source>
            <translation>Auf den Bogen anwenden</translation>
        </message>
        <message>
            <source>The GM's effect die (named by the GM against a number)</source>
            <translation>Der Effektwürfel der SL (von der SL genannt, wenn gegen eine Zahl gewürfelt wird)</translation>
        </message>
        <message>
            <source>Take stress</source>
            <translation>Stress nehmen</translation>
        </message>
        <message>
            <source>type</source>
            <translation>Art</translation>
        </message>
        <message>
            <source>at</source>
            <translation>mit</translation>
        </message>
        <message>
            <source>After a failure</source>
            <translation>Nach einem Fehlschlag</translation>
        </message>
        <message>
            <source>No stress</source>
            <translation>Kein Stress</translation>
        </message>
        <message>
            <source>{kind} {die}</source>
            <translation>{kind} {die}</translation>
        </message>
        <message>
            <source>no Persona</source>
            <translation>keine Persona</translation>
        </message>
        <message>
            <source>The GM gives {name} {points} for {kinds} stress when the test is applied.</source>
            <translation>Die SL gibt {name} {points} für Stress ({kinds}), wenn die Probe angewendet wird.</translation>
        </message>
        <message>
            <source>{pool} against {against}: hitch {hitch}%</source>
            <translation>{pool} gegen {against}: Patzer {hitch} %</translation>
        </message>
        <message>
            <source>fix the entries above before rolling</source>
            <translation>berichtige die Eingaben oben vor dem Wurf</translation>
        </message>
        <message>
            <source>&lt;b&gt;Total {total}&lt;/b&gt; · effect die {effect} · hitches {hitches} · &lt;b&gt;Botch&lt;/b&gt;</source>
            <translation>&lt;b&gt;Summe {total}&lt;/b&gt; · Effektwürfel {effect} · Patzer {hitches} · &lt;b&gt;Totalpatzer&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Total {total}&lt;/b&gt; · effect die {effect} · hitches {hitches}</source>
            <translation>&lt;b&gt;Summe {total}&lt;/b&gt; · Effektwürfel {effect} · Patzer {hitches}</translation>
        </message>
        <message>
            <source>You: {roll}</source>
            <translation>Du: {roll}</translation>
        </message>
        <message>
            <source>GM: {roll} → difficulty {total}, effect die {effect}</source>
            <translation>SL: {roll} → Schwierigkeit {total}, Effektwürfel {effect}</translation>
        </message>
        <message>
            <source>Against {difficulty}</source>
            <translation>Gegen {difficulty}</translation>
        </message>
        <message>
            <source>If the failure harms you, you take stress at the GM's effect die (the GM's type)</source>
            <translation>Schadet dir der Fehlschlag, nimmst du Stress in Höhe des Effektwürfels der SL (Art nach Wahl der SL)</translation>
        </message>
        <message>
            <source>If the failure harms you, you take stress at the GM's effect die, {die} (the GM's type)</source>
            <translation>Schadet dir der Fehlschlag, nimmst du Stress in Höhe des Effektwürfels der SL, {die} (Art nach Wahl der SL)</translation>
        </message>
        <message>
            <source>To apply: {changes}</source>
            <translation>Anzuwenden: {changes}</translation>
        </message>
        <message>
            <source>{name} is paid {points} by the GM for {kinds} stress in a test</source>
            <translation>{name} erhält von der SL {points} für Stress ({kinds}) in einer Probe</translation>
        </message>
        <message>
            <source>{name} pushes {kind} stress in a test</source>
            <translation>{name} setzt Stress ({kind}) verstärkt in einer Probe ein</translation>
        </message>
        <message>
            <source>{name} uses d4 {kind} stress in a test</source>
            <translation>{name} nutzt d4-Stress ({kind}) in einer Probe</translation>
        </message>
        <message>
            <source>{name} pays for extra dice in a test</source>
            <translation>{name} bezahlt Zusatzwürfel in einer Probe</translation>
        </message>
        <message>
            <source>Applied: {changes}</source>
            <translation>Angewendet: {changes}</translation>
        </message>
        <message>
            <source>{name} takes {kind} stress after a failed test</source>
            <translation>{name} nimmt Stress ({kind}) nach einer misslungenen Probe</translation>
        </message>
        <message>
            <source>Took {kind} stress: {before} → {after} (stressed out)</source>
            <translation>Stress ({kind}) genommen: {before} → {after} (ausgeschaltet)</translation>
        </message>
        <message>
            <source>Took {kind} stress: {before} → {after}</source>
            <translation>Stress ({kind}) genommen: {before} → {after}</translation>
        </message>
    </context>
    <context>
        <name>DiceModels</name>
        <message>
            <source>recovered</source>
            <translation>erholt</translation>
        </message>
        <message>
            <source>came true</source>
            <translation>traf ein</translation>
        </message>
        <message>
            <source>did not come true</source>
            <translation>traf nicht ein</translation>
        </message>
        <message>
            <source>The exact chance of {successes} successes in three rolls</source>
            <translation>Die genaue Chance auf {successes} Erfolge in drei Würfen</translation>
        </message>
    </context>
    <context>
        <name>Episodes</name>
        <message>
            <source>Expression</source>
            <extracomment>How the kinds of check-off items read (``Episodes`` context).</extracomment>
            <translation>Ausdruck</translation>
        </message>
        <message>
            <source>Trait</source>
            <translation>Merkmal</translation>
        </message>
        <message>
            <source>{kind}: {item}</source>
            <translation>{kind}: {item}</translation>
        </message>
        <message>
            <source>{player} plays {persona}: no check-off of their own Persona</source>
            <translation>{player} spielt {persona}: kein Abhaken der eigenen Persona</translation>
        </message>
        <message>
            <source>Did {player} see {persona} show '{item}'?</source>
            <translation>Hat {player} gesehen, wie {persona} „{item}“ zeigt?</translation>
        </message>
        <message>
            <source>expression</source>
            <extracomment>What an observer ticks, as a missing tick names it.</extracomment>
            <translation>Ausdruck</translation>
        </message>
        <message>
            <source>trait</source>
            <translation>Merkmal</translation>
        </message>
        <message>
            <source>{player} did not check {kind} '{item}'</source>
            <translation>{player} hat {kind} „{item}“ nicht abgehakt</translation>
        </message>
        <message>
            <source>Closed {when}. Outcomes:</source>
            <translation>Abgeschlossen {when}. Ergebnisse:</translation>
        </message>
        <message>
            <source>✔ {name} gained an Advance.</source>
            <translation>✔ {name} erhielt einen Aufstieg.</translation>
        </message>
        <message>
            <source>✘ {name} gained no Advance; missing:</source>
            <translation>✘ {name} erhielt keinen Aufstieg; es fehlt:</translation>
        </message>
        <message>
            <source>No Persona was in play.</source>
            <translation>Keine Persona war im Spiel.</translation>
        </message>
        <message>
            <source>If the Episode closed now:</source>
            <translation>Wenn die Episode jetzt abgeschlossen würde:</translation>
        </message>
        <message>
            <source>✔ {name} would gain an Advance.</source>
            <translation>✔ {name} erhielte einen Aufstieg.</translation>
        </message>
        <message>
            <source>✘ {name} would gain none; missing:</source>
            <translation>✘ {name} erhielte keinen; es fehlt:</translation>
        </message>
        <message>
            <source>No Persona is in play: a Persona is in play when its Actor takes part.</source>
            <translation>Keine Persona ist im Spiel: Eine Persona ist im Spiel, wenn ihr Akteur teilnimmt.</translation>
        </message>
    </context>
    <context>
        <name>EpisodesPage</name>
        <message>
            <source>Select an Episode, or create one.</source>
            <translation>Wählen Sie eine Episode aus oder legen Sie eine an.</translation>
        </message>
        <message>
            <source>Players:</source>
            <translation>Spieler:</translation>
        </message>
        <message>
            <source>Checks by Persona</source>
            <translation>Abhaken je Persona</translation>
        </message>
        <message>
            <source>Outcomes of the Episode</source>
            <translation>Ergebnisse der Episode</translation>
        </message>
        <message>
            <source>Close Episode and award Advances</source>
            <translation>Episode abschließen und Aufstiege vergeben</translation>
        </message>
        <message>
            <source>Change {column} of {name}</source>
            <translation>{column} von {name} ändern</translation>
        </message>
        <message>
            <source>Closed</source>
            <translation>Abgeschlossen</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Offen</translation>
        </message>
        <message>
            <source>New Episode</source>
            <translation>Neue Episode</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Titel</translation>
        </message>
        <message>
            <source>Create Episode</source>
            <translation>Episode anlegen</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>{name} (Director)</source>
            <translation>{name} (Spielleitung)</translation>
        </message>
        <message>
            <source>closed, read-only</source>
            <translation>abgeschlossen, schreibgeschützt</translation>
        </message>
        <message>
            <source>open</source>
            <translation>offen</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>niemand</translation>
        </message>
        <message>
            <source>{title} — {date} ({state}); players: {players}</source>
            <translation>{title} — {date} ({state}); Spieler: {players}</translation>
        </message>
        <message>
            <source>Add player {name}</source>
            <translation>Spieler {name} hinzufügen</translation>
        </message>
        <message>
            <source>Remove player {name}</source>
            <translation>Spieler {name} entfernen</translation>
        </message>
        <message>
            <source>Create Episode {title}</source>
            <translation>Episode {title} anlegen</translation>
        </message>
        <message>
            <source>No Episode is selected</source>
            <translation>Keine Episode ist ausgewählt</translation>
        </message>
        <message>
            <source>Tick '{item}'</source>
            <translation>„{item}“ abhaken</translation>
        </message>
        <message>
            <source>Untick '{item}'</source>
            <translation>Haken bei „{item}“ entfernen</translation>
        </message>
        <message>
            <source>Close Episode</source>
            <translation>Episode abschließen</translation>
        </message>
    </context>
    <context>
        <name>FindDialog</name>
        <message>
            <source>notes</source>
            <extracomment>The most hits listed of each kind. Characters of a long field shown on each side of the match. Fields longer than this (and notes) are shown as an excerpt around the match. Queries longer than this are matched in Python (SQLite caps ``LIKE`` patterns). The fields of a record named in a hit's text (marked: the Find dialog translates them).</extracomment>
            <translation>Notizen</translation>
        </message>
        <message>
            <source>Actor</source>
            <translation>Akteur</translation>
        </message>
        <message>
            <source>Corrupt name</source>
            <translation>Verdorbener Name</translation>
        </message>
        <message>
            <source>{kind} '{name}' of {owner}, {field}: {excerpt}</source>
            <translation>{kind} „{name}“ von {owner}, {field}: {excerpt}</translation>
        </message>
        <message>
            <source>{kind} '{name}', {field}: {excerpt}</source>
            <translation>{kind} „{name}“, {field}: {excerpt}</translation>
        </message>
        <message>
            <source>Trait '{excerpt}' held by {owner}</source>
            <translation>Merkmal „{excerpt}“ von {owner}</translation>
        </message>
        <message>
            <source>Trait '{excerpt}' on Element {owner}</source>
            <translation>Merkmal „{excerpt}“ am Element {owner}</translation>
        </message>
        <message>
            <source>Expression '{excerpt}' of {characteristic} ({owner})</source>
            <translation>Ausdruck „{excerpt}“ von {characteristic} ({owner})</translation>
        </message>
        <message>
            <source>Stance change '{excerpt}' of {owner} (Stance {old} → {new})</source>
            <translation>Haltungsänderung „{excerpt}“ von {owner} (Haltung {old} → {new})</translation>
        </message>
        <message>
            <source>Oracle result on '{excerpt}', roll {roll}: {result}</source>
            <translation>Orakelergebnis auf „{excerpt}“, Wurf {roll}: {result}</translation>
        </message>
        <message>
            <source>Oracle result '{excerpt}' on {table}, roll {roll}</source>
            <translation>Orakelergebnis „{excerpt}“ auf {table}, Wurf {roll}</translation>
        </message>
        <message>
            <source>Track '{excerpt}' of {owner}</source>
            <translation>Leiste „{excerpt}“ von {owner}</translation>
        </message>
        <message>
            <source>{kind} '{excerpt}' of {owner}</source>
            <translation>{kind} „{excerpt}“ von {owner}</translation>
        </message>
        <message>
            <source>{kind} '{excerpt}'</source>
            <translation>{kind} „{excerpt}“</translation>
        </message>
        <message>
            <source>Persona</source>
            <extracomment>How long typing must pause before the search runs. The role that returns a row's ``Hit``. A Persona's records: the Persona panel's tab and the attribute naming its table. How each kind of hit is named in the list (English in ``SearchKind``; shown translated).</extracomment>
            <translation>Persona</translation>
        </message>
        <message>
            <source>Characteristic</source>
            <translation>Eigenschaft</translation>
        </message>
        <message>
            <source>Expression</source>
            <translation>Ausdruck</translation>
        </message>
        <message>
            <source>Knack</source>
            <translation>Kniff</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>Kraft</translation>
        </message>
        <message>
            <source>Signature Item</source>
            <translation>Markenzeichen</translation>
        </message>
        <message>
            <source>Trait</source>
            <translation>Merkmal</translation>
        </message>
        <message>
            <source>Investment</source>
            <translation>Investition</translation>
        </message>
        <message>
            <source>Strategy</source>
            <translation>Strategie</translation>
        </message>
        <message>
            <source>Advance</source>
            <translation>Aufstieg</translation>
        </message>
        <message>
            <source>Stance change</source>
            <translation>Haltungsänderung</translation>
        </message>
        <message>
            <source>Element</source>
            <translation>Element</translation>
        </message>
        <message>
            <source>Episode</source>
            <translation>Episode</translation>
        </message>
        <message>
            <source>Challenge</source>
            <translation>Herausforderung</translation>
        </message>
        <message>
            <source>Track</source>
            <translation>Leiste</translation>
        </message>
        <message>
            <source>Challenge pool</source>
            <translation>Herausforderungspool</translation>
        </message>
        <message>
            <source>Statement scene</source>
            <translation>Aussageszene</translation>
        </message>
        <message>
            <source>Oracle result</source>
            <translation>Orakelergebnis</translation>
        </message>
        <message>
            <source>Find in campaign — {app}</source>
            <translation>In der Kampagne suchen — {app}</translation>
        </message>
        <message>
            <source>Find</source>
            <translation>Suchen</translation>
        </message>
        <message>
            <source>Name, title, notes… of any Persona, record, Element, Episode, Challenge, track or oracle result</source>
            <translation>Name, Titel, Notizen … jeder Persona, jedes Eintrags, Elements, jeder Episode, Herausforderung, Leiste oder jedes Orakelergebnisses</translation>
        </message>
        <message>
            <source>Found</source>
            <translation>Gefunden</translation>
        </message>
        <message>
            <source>Type to find a record by its name, title or notes.</source>
            <translation>Tippen Sie, um einen Eintrag nach Name, Titel oder Notizen zu finden.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Nothing found for “{text}”.</source>
            <translation>Nichts gefunden für „{text}“.</translation>
        </message>
        <message numerus="yes">
            <source>%n records (at most {limit} of each kind). Enter or a double-click shows one in the window.</source>
            <translation>
                <numerusform>%n Eintrag (höchstens {limit} je Art). Eingabe oder Doppelklick zeigt ihn im Fenster.</numerusform>
                <numerusform>%n Einträge (höchstens {limit} je Art). Eingabe oder Doppelklick zeigt einen im Fenster.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 record. Enter or a double-click shows one in the window.</source>
            <translation>1 Eintrag. Eingabe oder Doppelklick zeigt ihn im Fenster.</translation>
        </message>
        <message numerus="yes">
            <source>%n records. Enter or a double-click shows one in the window.</source>
            <translation>
                <numerusform>%n Eintrag. Eingabe oder Doppelklick zeigt ihn im Fenster.</numerusform>
                <numerusform>%n Einträge. Eingabe oder Doppelklick zeigt einen im Fenster.</numerusform>
            </translation>
        </message>
        <message>
            <source>Another campaign is open now: the list shows what it holds.</source>
            <translation>Jetzt ist eine andere Kampagne geöffnet: Die Liste zeigt, was sie enthält.</translation>
        </message>
        <message>
            <source>Showing {name}</source>
            <translation>{name} wird angezeigt</translation>
        </message>
        <message>
            <source>{name} is no longer in the campaign; search again.</source>
            <translation>{name} ist nicht mehr in der Kampagne; suchen Sie erneut.</translation>
        </message>
    </context>
    <context>
        <name>Game</name>
        <message>
            <source>A challenge's name</source>
            <translation>Der Name einer Herausforderung</translation>
        </message>
        <message>
            <source>the boolean true</source>
            <translation>der Wahrheitswert true</translation>
        </message>
        <message>
            <source>the boolean false</source>
            <translation>der Wahrheitswert false</translation>
        </message>
        <message>
            <source>null</source>
            <translation>null</translation>
        </message>
        <message>
            <source>text</source>
            <translation>Text</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>eine Liste</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>ein Objekt</translation>
        </message>
        <message>
            <source>int</source>
            <translation>eine ganze Zahl</translation>
        </message>
        <message>
            <source>float</source>
            <translation>eine Kommazahl</translation>
        </message>
        <message>
            <source>rules package</source>
            <translation>Regelpaket</translation>
        </message>
        <message>
            <source>Persona</source>
            <extracomment>Every version this build reads; a version 1 file has no UUIDs (its Persona and Elements are matched by name, and get new UUIDs when created). The lists and sheets of a Persona, after its own fields.</extracomment>
            <translation>Persona</translation>
        </message>
        <message>
            <source>Traits</source>
            <extracomment>A step of a scene: the stored action, or a function making it from the scene (a roll). What each kind of factor is called where a player's are written (a game term, marked).</extracomment>
            <translation>Merkmale</translation>
        </message>
        <message>
            <source>Attributes</source>
            <translation>Attribute</translation>
        </message>
        <message>
            <source>Resources</source>
            <translation>Ressourcen</translation>
        </message>
        <message>
            <source>A scene's name</source>
            <translation>Der Name einer Szene</translation>
        </message>
        <message>
            <source>A player's name</source>
            <translation>Der Name eines Spielers</translation>
        </message>
        <message>
            <source>Defensive</source>
            <extracomment>Each Move type's name (a game term: shown through ``game_term``).</extracomment>
            <translation>Defensiv</translation>
        </message>
        <message>
            <source>Recovery</source>
            <translation>Erholung</translation>
        </message>
        <message>
            <source>Leading</source>
            <translation>Führend</translation>
        </message>
    </context>
    <context>
        <name>IronswornTab</name>
        <message>
            <source>quests</source>
            <extracomment>Every condition meter, as the printed sheet shows them (Integrity: a vehicle's, rules-spec). A number field: a stat, a meter, or momentum. The legacy tracks and the ranks as edits' names and choices call them (lower case).</extracomment>
            <translation>Aufgaben</translation>
        </message>
        <message>
            <source>bonds</source>
            <translation>Bande</translation>
        </message>
        <message>
            <source>discoveries</source>
            <translation>Entdeckungen</translation>
        </message>
        <message>
            <source>troublesome</source>
            <translation>lästig</translation>
        </message>
        <message>
            <source>dangerous</source>
            <translation>gefährlich</translation>
        </message>
        <message>
            <source>formidable</source>
            <translation>furchterregend</translation>
        </message>
        <message>
            <source>extreme</source>
            <translation>extrem</translation>
        </message>
        <message>
            <source>epic</source>
            <translation>episch</translation>
        </message>
        <message>
            <source>Quests</source>
            <extracomment>The legacy tracks' captions.</extracomment>
            <translation>Aufgaben</translation>
        </message>
        <message>
            <source>Bonds</source>
            <translation>Bande</translation>
        </message>
        <message>
            <source>Discoveries</source>
            <translation>Entdeckungen</translation>
        </message>
        <message>
            <source>Wounded</source>
            <extracomment>The impacts' check boxes (the engine names impacts in lower case, as sentences use them).</extracomment>
            <translation>Verwundet</translation>
        </message>
        <message>
            <source>Shaken</source>
            <translation>Erschüttert</translation>
        </message>
        <message>
            <source>Unprepared</source>
            <translation>Unvorbereitet</translation>
        </message>
        <message>
            <source>Permanently harmed</source>
            <translation>Dauerhaft geschädigt</translation>
        </message>
        <message>
            <source>Traumatized</source>
            <translation>Traumatisiert</translation>
        </message>
        <message>
            <source>Doomed</source>
            <translation>Verdammt</translation>
        </message>
        <message>
            <source>Tormented</source>
            <translation>Gequält</translation>
        </message>
        <message>
            <source>Indebted</source>
            <translation>Verschuldet</translation>
        </message>
        <message>
            <source>Battered</source>
            <translation>Ramponiert</translation>
        </message>
        <message>
            <source>Cursed</source>
            <translation>Verflucht</translation>
        </message>
        <message>
            <source>Select a Persona in the table to see their Ironsworn sheet.</source>
            <translation>Wählen Sie eine Persona in der Tabelle, um ihren Ironsworn-Bogen zu sehen.</translation>
        </message>
        <message>
            <source>{name}: {hint}</source>
            <translation>{name}: {hint}</translation>
        </message>
        <message>
            <source>Stats (1 to 3)</source>
            <translation>Grundwerte (1 bis 3)</translation>
        </message>
        <message>
            <source>1 to 3</source>
            <translation>1 bis 3</translation>
        </message>
        <message>
            <source>Condition meters (0 to 5)</source>
            <translation>Zustandsleisten (0 bis 5)</translation>
        </message>
        <message>
            <source>0 to 5</source>
            <translation>0 bis 5</translation>
        </message>
        <message>
            <source>Momentum</source>
            <translation>Schwung</translation>
        </message>
        <message>
            <source>&amp;Reset momentum</source>
            <translation>Schwung &amp;zurücksetzen</translation>
        </message>
        <message>
            <source>Set momentum to its reset value (after burning it)</source>
            <translation>Schwung auf seinen Rücksetzwert setzen (nach dem Verbrennen)</translation>
        </message>
        <message>
            <source>Impacts (each lowers max momentum by 1)</source>
            <translation>Beeinträchtigungen (jede senkt den höchsten Schwung um 1)</translation>
        </message>
        <message>
            <source>Legacy tracks</source>
            <translation>Vermächtnisleisten</translation>
        </message>
        <message>
            <source>{kind} legacy track</source>
            <translation>Vermächtnisleiste {kind}</translation>
        </message>
        <message>
            <source>+1 tick</source>
            <translation>+1 Strich</translation>
        </message>
        <message>
            <source>{rank} (+{ticks})</source>
            <translation>{rank} (+{ticks})</translation>
        </message>
        <message>
            <source>Mark reward</source>
            <translation>Belohnung markieren</translation>
        </message>
        <message>
            <source>Mark the legacy reward for completing a challenge of this rank</source>
            <translation>Die Vermächtnis-Belohnung für das Bewältigen einer Herausforderung dieses Rangs markieren</translation>
        </message>
        <message>
            <source>Advance: new asset (3)</source>
            <translation>Aufstieg: neues Talent (3)</translation>
        </message>
        <message>
            <source>Advance: upgrade (2)</source>
            <translation>Aufstieg: Verbesserung (2)</translation>
        </message>
        <message>
            <source>max {max} · reset {reset} · from −6</source>
            <translation>höchstens {max} · zurück auf {reset} · ab −6</translation>
        </message>
        <message>
            <source>completed and cleared; {ticks}; {rate} experience per box</source>
            <translation>abgeschlossen und geleert; {ticks}; {rate} Erfahrung je Kästchen</translation>
        </message>
        <message>
            <source>{ticks}; {rate} experience per box</source>
            <translation>{ticks}; {rate} Erfahrung je Kästchen</translation>
        </message>
        <message>
            <source>Experience: earned {earned} · spent {spent} · available {available}</source>
            <translation>Erfahrung: erhalten {earned} · ausgegeben {spent} · verfügbar {available}</translation>
        </message>
        <message>
            <source>Set {what}</source>
            <translation>{what} setzen</translation>
        </message>
        <message>
            <source>Set momentum</source>
            <translation>Schwung setzen</translation>
        </message>
        <message>
            <source>Reset momentum</source>
            <translation>Schwung zurücksetzen</translation>
        </message>
        <message>
            <source>Mark impact {impact}</source>
            <translation>Beeinträchtigung {impact} markieren</translation>
        </message>
        <message>
            <source>Clear impact {impact}</source>
            <translation>Beeinträchtigung {impact} aufheben</translation>
        </message>
        <message>
            <source>Mark a tick on {track}</source>
            <translation>Einen Strich bei {track} markieren</translation>
        </message>
        <message>
            <source>Mark a {rank} reward on {track}</source>
            <translation>Belohnung ({rank}) bei {track} markieren</translation>
        </message>
        <message>
            <source>Advance (new asset)</source>
            <translation>Aufstieg (neues Talent)</translation>
        </message>
        <message>
            <source>Advance (upgrade)</source>
            <translation>Aufstieg (Verbesserung)</translation>
        </message>
    </context>
    <context>
        <name>MoveBuilder</name>
        <message>
            <source>Stunt {value}</source>
            <translation>Kunststück {value}</translation>
        </message>
        <message>
            <source>Pool {total} = {parts} (that is {raw}; a pool below 0 counts as 0)</source>
            <translation>Pool {total} = {parts} (das ist {raw}; ein Pool unter 0 zählt als 0)</translation>
        </message>
        <message>
            <source>Pool {total} = {parts}</source>
            <translation>Pool {total} = {parts}</translation>
        </message>
        <message>
            <source>&amp;Acting Persona</source>
            <translation>&amp;Handelnde Persona</translation>
        </message>
        <message>
            <source>Acting Persona</source>
            <translation>Handelnde Persona</translation>
        </message>
        <message>
            <source>&amp;Declares</source>
            <translation>&amp;Erklärt</translation>
        </message>
        <message>
            <source>Declared action</source>
            <translation>Erklärte Aktion</translation>
        </message>
        <message>
            <source>What the Persona does (kept in the log)</source>
            <translation>Was die Persona tut (kommt ins Protokoll)</translation>
        </message>
        <message>
            <source>Move type</source>
            <translation>Zugart</translation>
        </message>
        <message>
            <source>{type} Move</source>
            <translation>{type} Zug</translation>
        </message>
        <message>
            <source>Why not {type}</source>
            <translation>Warum nicht {type}</translation>
        </message>
        <message>
            <source>Pool and Scope</source>
            <translation>Pool und Reichweite</translation>
        </message>
        <message>
            <source>S&amp;tunt offered and accepted</source>
            <translation>&amp;Kunststück angeboten und angenommen</translation>
        </message>
        <message>
            <source>Stunt offered and accepted</source>
            <translation>Kunststück angeboten und angenommen</translation>
        </message>
        <message>
            <source>Target </source>
            <translation>Zielzahl </translation>
        </message>
        <message>
            <source>Stunt Target</source>
            <translation>Zielzahl des Kunststücks</translation>
        </message>
        <message>
            <source>Stunt</source>
            <translation>Kunststück</translation>
        </message>
        <message>
            <source>Aid from</source>
            <translation>Hilfe von</translation>
        </message>
        <message>
            <source>time </source>
            <translation>Zeit </translation>
        </message>
        <message>
            <source>Scope: time</source>
            <translation>Reichweite: Zeit</translation>
        </message>
        <message>
            <source>significance </source>
            <translation>Bedeutung </translation>
        </message>
        <message>
            <source>Scope: significance</source>
            <translation>Reichweite: Bedeutung</translation>
        </message>
        <message>
            <source>Scope </source>
            <translation>Reichweite </translation>
        </message>
        <message>
            <source>Scope</source>
            <translation>Reichweite</translation>
        </message>
        <message>
            <source>Scope total</source>
            <translation>Reichweite gesamt</translation>
        </message>
        <message>
            <source>Scope (Director)</source>
            <translation>Reichweite (Spielleitung)</translation>
        </message>
        <message>
            <source>dice </source>
            <translation>Würfel </translation>
        </message>
        <message>
            <source>Scope paid with dice</source>
            <translation>Reichweite mit Würfeln bezahlt</translation>
        </message>
        <message>
            <source>Scope paid with Fortune</source>
            <translation>Reichweite mit Fortuna bezahlt</translation>
        </message>
        <message>
            <source>Pay the Scope</source>
            <translation>Reichweite bezahlen</translation>
        </message>
        <message>
            <source>Pool</source>
            <translation>Pool</translation>
        </message>
        <message>
            <source>Exact odds of the dice to roll</source>
            <translation>Genaue Chancen der zu würfelnden Würfel</translation>
        </message>
        <message>
            <source>Dice to roll</source>
            <translation>Zu würfelnde Würfel</translation>
        </message>
        <message>
            <source>Roll</source>
            <translation>Wurf</translation>
        </message>
        <message>
            <source>Dice due</source>
            <translation>Fällige Würfel</translation>
        </message>
        <message>
            <source>&amp;Roll in the app</source>
            <translation>In der App &amp;würfeln</translation>
        </message>
        <message>
            <source>Roll the dice due in the app (Ctrl+R)</source>
            <translation>Die fälligen Würfel in der App würfeln (Ctrl+R)</translation>
        </message>
        <message>
            <source>Roll in the app</source>
            <translation>In der App würfeln</translation>
        </message>
        <message>
            <source>Dice rolled</source>
            <translation>Gewürfelte Würfel</translation>
        </message>
        <message>
            <source>Use of Power</source>
            <translation>Einsatz der Kraft</translation>
        </message>
        <message>
            <source>Trait the Defensive Move lowers</source>
            <translation>Merkmal, das der defensive Zug senkt</translation>
        </message>
        <message>
            <source>Defends against</source>
            <translation>Wehrt ab</translation>
        </message>
        <message>
            <source>Trait the Recovery Move changes</source>
            <translation>Merkmal, das der Erholungszug ändert</translation>
        </message>
        <message>
            <source>Recovery &amp;target</source>
            <translation>Ziel der Erh&amp;olung</translation>
        </message>
        <message>
            <source>What the Leading Move does</source>
            <translation>Was der führende Zug bewirkt</translation>
        </message>
        <message>
            <source>Create a Trait</source>
            <translation>Ein Merkmal erschaffen</translation>
        </message>
        <message>
            <source>Create an Element</source>
            <translation>Ein Element erschaffen</translation>
        </message>
        <message>
            <source>Destroy an Element</source>
            <translation>Ein Element zerstören</translation>
        </message>
        <message>
            <source>&amp;Leading</source>
            <translation>&amp;Führend</translation>
        </message>
        <message>
            <source>Name of the new Trait or Element</source>
            <translation>Name des neuen Merkmals oder Elements</translation>
        </message>
        <message>
            <source>&amp;Name</source>
            <translation>&amp;Name</translation>
        </message>
        <message>
            <source>New Trait on</source>
            <translation>Neues Merkmal auf</translation>
        </message>
        <message>
            <source>Trait &amp;on</source>
            <translation>Merkmal &amp;auf</translation>
        </message>
        <message>
            <source>Extra Fortune</source>
            <translation>Zusätzliche Fortuna</translation>
        </message>
        <message>
            <source>E&amp;xtra Fortune</source>
            <translation>&amp;Zusätzliche Fortuna</translation>
        </message>
        <message>
            <source>Element to destroy</source>
            <translation>Zu zerstörendes Element</translation>
        </message>
        <message>
            <source>&amp;Element</source>
            <translation>E&amp;lement</translation>
        </message>
        <message>
            <source>Traits that affect this Move (ruling R10)</source>
            <translation>Merkmale, die diesen Zug beeinflussen (Auslegung R10)</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Narrate the outcome (kept in the log)</source>
            <translation>Den Ausgang erzählen (kommt ins Protokoll)</translation>
        </message>
        <message>
            <source>Narration</source>
            <translation>Erzählung</translation>
        </message>
        <message>
            <source>What the Move will do</source>
            <translation>Was der Zug bewirken wird</translation>
        </message>
        <message>
            <source>Why the Move is refused</source>
            <translation>Warum der Zug abgelehnt wird</translation>
        </message>
        <message>
            <source>A&amp;pply the Move</source>
            <translation>Zug an&amp;wenden</translation>
        </message>
        <message>
            <source>Apply the Move and save it (Ctrl+Enter)</source>
            <translation>Den Zug anwenden und speichern (Ctrl+Enter)</translation>
        </message>
        <message>
            <source>Apply the Move</source>
            <translation>Zug anwenden</translation>
        </message>
        <message>
            <source>{name} ({aid} {value})</source>
            <translation>{name} ({aid} {value})</translation>
        </message>
        <message>
            <source>Aid from {name}</source>
            <translation>Hilfe von {name}</translation>
        </message>
        <message>
            <source>No Persona may move now</source>
            <translation>Keine Persona darf jetzt ziehen</translation>
        </message>
        <message>
            <source>does not apply</source>
            <translation>wirkt nicht</translation>
        </message>
        <message>
            <source>Risk</source>
            <translation>Risiko</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>Kraft</translation>
        </message>
        <message>
            <source>Trait {trait} of {holder} affects</source>
            <translation>Merkmal {trait} von {holder} beeinflusst</translation>
        </message>
        <message>
            <source>{name} (a Trait)</source>
            <translation>{name} (ein Merkmal)</translation>
        </message>
        <message>
            <source>{trait} — Negative Trait on {holder}, Strength {strength}</source>
            <translation>{trait} — negatives Merkmal auf {holder}, Stärke {strength}</translation>
        </message>
        <message>
            <source>{trait} — Trait on {holder}, Strength {strength}</source>
            <translation>{trait} — Merkmal auf {holder}, Stärke {strength}</translation>
        </message>
        <message>
            <source>{name} (a Negative Trait on the Element)</source>
            <translation>{name} (ein negatives Merkmal auf dem Element)</translation>
        </message>
        <message>
            <source>{name}, Scale {scale}</source>
            <translation>{name}, Maßstab {scale}</translation>
        </message>
        <message>
            <source>= Scope {scope}</source>
            <translation>= Reichweite {scope}</translation>
        </message>
        <message>
            <source>No Persona may move now.</source>
            <translation>Keine Persona darf jetzt ziehen.</translation>
        </message>
        <message>
            <source>No Move type is legal now.</source>
            <translation>Jetzt ist keine Zugart erlaubt.</translation>
        </message>
        <message>
            <source>+ Fortune {paid} (has {fortune})</source>
            <translation>+ Fortuna {paid} (hat {fortune})</translation>
        </message>
        <message>
            <source>{trait}, Strength {strength}</source>
            <translation>{trait}, Stärke {strength}</translation>
        </message>
        <message>
            <source>No dice are left to roll: the Result is a Miss (rule 3.8a).</source>
            <translation>Es bleiben keine Würfel zu würfeln: Das Ergebnis ist ein Fehlschlag (Regel 3.8a).</translation>
        </message>
        <message>
            <source>Miss</source>
            <translation>Fehlschlag</translation>
        </message>
        <message>
            <source>1 die to roll; the Stunt Achieves if any die shows {target}.</source>
            <translation>1 Würfel zu würfeln; das Kunststück gelingt, wenn ein Würfel {target} zeigt.</translation>
        </message>
        <message>
            <source>{count} dice to roll; the Stunt Achieves if any die shows {target}.</source>
            <translation>{count} Würfel zu würfeln; das Kunststück gelingt, wenn ein Würfel {target} zeigt.</translation>
        </message>
        <message>
            <source>Achieve</source>
            <translation>Gelingen</translation>
        </message>
        <message>
            <source>1 die to roll; the chances are for keeping the highest die.</source>
            <translation>1 Würfel zu würfeln; die Chancen gelten für das Behalten des höchsten Würfels.</translation>
        </message>
        <message>
            <source>{count} dice to roll; the chances are for keeping the highest die.</source>
            <translation>{count} Würfel zu würfeln; die Chancen gelten für das Behalten des höchsten Würfels.</translation>
        </message>
        <message>
            <source>Number {face}</source>
            <translation>Zahl {face}</translation>
        </message>
        <message>
            <source>pool {total} − {paid} paid for the Scope</source>
            <translation>Pool {total} − {paid} für die Reichweite bezahlt</translation>
        </message>
        <message>
            <source>pool {total}</source>
            <translation>Pool {total}</translation>
        </message>
        <message>
            <source>No dice to roll ({why}): the Result is a Miss (rule 3.8a).</source>
            <translation>Keine Würfel zu würfeln ({why}): Das Ergebnis ist ein Fehlschlag (Regel 3.8a).</translation>
        </message>
        <message>
            <source>Type 1 die: {why}. Or roll them in the app.</source>
            <translation>Gib 1 Würfel ein: {why}. Oder würfle in der App.</translation>
        </message>
        <message>
            <source>Type {count} dice: {why}. Or roll them in the app.</source>
            <translation>Gib {count} Würfel ein: {why}. Oder würfle sie in der App.</translation>
        </message>
        <message>
            <source>Die {number} of {count}</source>
            <translation>Würfel {number} von {count}</translation>
        </message>
        <message>
            <source>The face of die {number} of {count} (1 to 6)</source>
            <translation>Die Augenzahl von Würfel {number} von {count} (1 bis 6)</translation>
        </message>
        <message>
            <source>{typed} of {due} dice typed.</source>
            <translation>{typed} von {due} Würfeln eingegeben.</translation>
        </message>
        <message>
            <source>no dice</source>
            <translation>keine Würfel</translation>
        </message>
        <message>
            <source>Dice: {faces}</source>
            <translation>Würfel: {faces}</translation>
        </message>
        <message>
            <source>keep {face}</source>
            <translation>{face} behalten</translation>
        </message>
        <message>
            <source>Keep die {number} showing {face}</source>
            <translation>Würfel {number} mit {face} behalten</translation>
        </message>
        <message>
            <source>no Move type is legal now</source>
            <translation>jetzt ist keine Zugart erlaubt</translation>
        </message>
        <message>
            <source>type the other {left} of the {due} dice</source>
            <translation>gib die übrigen {left} der {due} Würfel ein</translation>
        </message>
        <message>
            <source>choose the Move type, then roll or type 1 die</source>
            <translation>wähle die Zugart, dann würfle 1 Würfel oder gib ihn ein</translation>
        </message>
        <message>
            <source>choose the Move type, then roll or type {count} dice</source>
            <translation>wähle die Zugart, dann würfle {count} Würfel oder gib sie ein</translation>
        </message>
        <message>
            <source>choose the die to keep, then apply the Move</source>
            <translation>wähle den zu behaltenden Würfel, dann wende den Zug an</translation>
        </message>
        <message>
            <source>apply the Move</source>
            <translation>wende den Zug an</translation>
        </message>
        <message>
            <source>the rules refuse this Move: see why, and change it</source>
            <translation>die Regeln lehnen diesen Zug ab: sieh nach, warum, und ändere ihn</translation>
        </message>
        <message>
            <source>No Persona may make a Move now</source>
            <translation>Keine Persona darf jetzt einen Zug machen</translation>
        </message>
        <message>
            <source>Roll the dice or type their faces first</source>
            <translation>Würfle zuerst oder gib die Augenzahlen ein</translation>
        </message>
        <message>
            <source>Choose the Trait the Recovery Move changes</source>
            <translation>Wähle das Merkmal, das der Erholungszug ändert</translation>
        </message>
        <message>
            <source>Choose the Element to destroy</source>
            <translation>Wähle das zu zerstörende Element</translation>
        </message>
        <message>
            <source>Name the new Trait</source>
            <translation>Benenne das neue Merkmal</translation>
        </message>
        <message>
            <source>Name the new Element</source>
            <translation>Benenne das neue Element</translation>
        </message>
        <message>
            <source>This Move will do:</source>
            <translation>Dieser Zug bewirkt:</translation>
        </message>
    </context>
    <context>
        <name>PaidStressChoice</name>
        <message>
            <source>Physical</source>
            <translation>Körperlich</translation>
        </message>
        <message>
            <source>Mental</source>
            <translation>Geistig</translation>
        </message>
        <message>
            <source>Social</source>
            <translation>Sozial</translation>
        </message>
        <message>
            <source>and the GM pays 1 plot point to add:</source>
            <extracomment>A box was ticked or cleared by the person.</extracomment>
            <translation>und die SL zahlt 1 Plotpunkt, um hinzuzufügen:</translation>
        </message>
        <message>
            <source>{kind} {die}</source>
            <translation>{kind} {die}</translation>
        </message>
        <message>
            <source>{kind}: {reason}</source>
            <translation>{kind}: {reason}</translation>
        </message>
    </context>
    <context>
        <name>PersonaSync</name>
        <message>
            <source>Name</source>
            <extracomment>The sheet fields compared one by one (the Scores are ``scores.&lt;score&gt;``). Fields that say when, not what: never compared. The labels of the differences (English; marked: the update dialog shows them translated in the ``PersonaSync`` context, see ``Label``).</extracomment>
            <translation>Name</translation>
        </message>
        <message>
            <source>Played by</source>
            <translation>Gespielt von</translation>
        </message>
        <message>
            <source>Stance</source>
            <translation>Haltung</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notizen</translation>
        </message>
        <message>
            <source>Risked Corruption</source>
            <translation>Verderbnis riskiert</translation>
        </message>
        <message>
            <source>Risked Death</source>
            <translation>Tod riskiert</translation>
        </message>
        <message>
            <source>Dead</source>
            <translation>Tot</translation>
        </message>
        <message>
            <source>Base</source>
            <translation>Basis</translation>
        </message>
        <message>
            <source>Defense</source>
            <translation>Verteidigung</translation>
        </message>
        <message>
            <source>Recovery</source>
            <translation>Erholung</translation>
        </message>
        <message>
            <source>Lead</source>
            <translation>Führung</translation>
        </message>
        <message>
            <source>Stunt</source>
            <translation>Kunststück</translation>
        </message>
        <message>
            <source>Aid</source>
            <translation>Hilfe</translation>
        </message>
        <message>
            <source>Threat</source>
            <translation>Bedrohung</translation>
        </message>
        <message>
            <source>Guard</source>
            <translation>Deckung</translation>
        </message>
        <message>
            <source>Surrender</source>
            <translation>Aufgeben</translation>
        </message>
        <message>
            <source>Risk</source>
            <translation>Risiko</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>Kraft</translation>
        </message>
        <message>
            <source>Fortune</source>
            <translation>Fortuna</translation>
        </message>
        <message>
            <source>Knack</source>
            <translation>Kniff</translation>
        </message>
        <message>
            <source>Signature Item</source>
            <translation>Markenzeichen</translation>
        </message>
        <message>
            <source>Ironsworn sheet</source>
            <extracomment>The Persona's lists in the order they are written (a record may name an earlier one).</extracomment>
            <translation>Ironsworn-Bogen</translation>
        </message>
        <message>
            <source>Cortex sheet</source>
            <translation>Cortex-Bogen</translation>
        </message>
        <message>
            <source>Characteristic {name}</source>
            <translation>Eigenschaft {name}</translation>
        </message>
        <message>
            <source>{kind} {name}</source>
            <translation>{kind} {name}</translation>
        </message>
        <message>
            <source>Trait {name}</source>
            <translation>Merkmal {name}</translation>
        </message>
        <message>
            <source>Investment {element} &gt; {relationship}</source>
            <translation>Investition {element} &gt; {relationship}</translation>
        </message>
        <message>
            <source>Strategy {name}</source>
            <translation>Strategie {name}</translation>
        </message>
        <message>
            <source>Stance change {old}→{new} ({reason})</source>
            <translation>Haltungsänderung {old}→{new} ({reason})</translation>
        </message>
        <message>
            <source>Advance {advance}: {reason} ({date})</source>
            <translation>Aufstieg {advance}: {reason} ({date})</translation>
        </message>
        <message>
            <source>Track {name}</source>
            <translation>Leiste {name}</translation>
        </message>
    </context>
    <context>
        <name>PersonaUpdateDialog</name>
        <message>
            <source>added in the file</source>
            <translation>in der Datei hinzugefügt</translation>
        </message>
        <message>
            <source>changed</source>
            <translation>geändert</translation>
        </message>
        <message>
            <source>removed in the file</source>
            <translation>in der Datei entfernt</translation>
        </message>
        <message>
            <source>removed in this campaign</source>
            <extracomment>A change made in this campaign only: the file lacks what was added here, and so on.</extracomment>
            <translation>in dieser Kampagne entfernt</translation>
        </message>
        <message>
            <source>changed in this campaign</source>
            <translation>in dieser Kampagne geändert</translation>
        </message>
        <message>
            <source>added in this campaign</source>
            <translation>in dieser Kampagne hinzugefügt</translation>
        </message>
        <message>
            <source>Update {name}</source>
            <translation>{name} aktualisieren</translation>
        </message>
        <message>
            <source>In this campaign</source>
            <translation>In dieser Kampagne</translation>
        </message>
        <message>
            <source>In the file</source>
            <translation>In der Datei</translation>
        </message>
        <message>
            <source>Keeps</source>
            <translation>Behält</translation>
        </message>
        <message>
            <source>Add as a new copy</source>
            <translation>Als neue Kopie hinzufügen</translation>
        </message>
        <message>
            <source>{name} is in this campaign already, and the file holds nothing new.</source>
            <translation>{name} ist bereits in dieser Kampagne, und die Datei enthält nichts Neues.</translation>
        </message>
        <message>
            <source>{name} is in this campaign already. The file differs in 1 place.</source>
            <translation>{name} ist bereits in dieser Kampagne. Die Datei weicht an 1 Stelle ab.</translation>
        </message>
        <message numerus="yes">
            <source>{name} is in this campaign already. The file differs in %n places.</source>
            <translation>
                <numerusform>{name} ist bereits in dieser Kampagne. Die Datei weicht an %n Stelle ab.</numerusform>
                <numerusform>{name} ist bereits in dieser Kampagne. Die Datei weicht an %n Stellen ab.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 is changed on both sides since the last exchange: choose the value to keep for each.</source>
            <translation>1 wurde seit dem letzten Austausch auf beiden Seiten geändert: Wählen Sie jeweils den Wert, der bleiben soll.</translation>
        </message>
        <message numerus="yes">
            <source>%n are changed on both sides since the last exchange: choose the value to keep for each.</source>
            <translation>
                <numerusform>%n wurde seit dem letzten Austausch auf beiden Seiten geändert: Wählen Sie jeweils den Wert, der bleiben soll.</numerusform>
                <numerusform>%n wurden seit dem letzten Austausch auf beiden Seiten geändert: Wählen Sie jeweils den Wert, der bleiben soll.</numerusform>
            </translation>
        </message>
        <message>
            <source>1 is different, and this campaign has never exchanged it before: choose the value to keep for each.</source>
            <translation>1 ist verschieden, und diese Kampagne hat sie noch nie ausgetauscht: Wählen Sie jeweils den Wert, der bleiben soll.</translation>
        </message>
        <message numerus="yes">
            <source>%n are different, and this campaign has never exchanged it before: choose the value to keep for each.</source>
            <translation>
                <numerusform>%n ist verschieden, und diese Kampagne hat sie noch nie ausgetauscht: Wählen Sie jeweils den Wert, der bleiben soll.</numerusform>
                <numerusform>%n sind verschieden, und diese Kampagne hat sie noch nie ausgetauscht: Wählen Sie jeweils den Wert, der bleiben soll.</numerusform>
            </translation>
        </message>
        <message>
            <source>the file's</source>
            <translation>den der Datei</translation>
        </message>
        <message>
            <source>this campaign's (changed here only)</source>
            <translation>den dieser Kampagne (nur hier geändert)</translation>
        </message>
        <message>
            <source>Keep this campaign's {what}: {value}</source>
            <translation>{what} dieser Kampagne behalten: {value}</translation>
        </message>
        <message>
            <source>Keep the file's {what}: {value}</source>
            <translation>{what} der Datei behalten: {value}</translation>
        </message>
        <message>
            <source>choose</source>
            <translation>wählen</translation>
        </message>
        <message>
            <source>Still to choose: {names}</source>
            <translation>Noch zu wählen: {names}</translation>
        </message>
    </context>
    <context>
        <name>Print</name>
        <message>
            <source>every Persona is free, surrendered or dead</source>
            <translation>jede Persona ist frei, hat aufgegeben oder ist tot</translation>
        </message>
        <message>
            <source>the Actors accepted a compromise</source>
            <translation>die Akteure haben einen Kompromiss angenommen</translation>
        </message>
        <message>
            <source>the Director ended it</source>
            <translation>die Spielleitung hat sie beendet</translation>
        </message>
    </context>
    <context>
        <name>RecordTable</name>
        <message>
            <source>Filter</source>
            <extracomment>The cell being saved, while it is (a refusal is shown next to it). What a screen reader calls the table ("Stance log" for "stance-log").</extracomment>
            <translation>Filtern</translation>
        </message>
        <message>
            <source>Filter {table}</source>
            <translation>{table} filtern</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Hinzufügen</translation>
        </message>
        <message>
            <source>Delete {noun}</source>
            <translation>{noun} löschen</translation>
        </message>
        <message>
            <source>{shown} of {total}</source>
            <translation>{shown} von {total}</translation>
        </message>
    </context>
    <context>
        <name>Refusal</name>
        <message>
            <source>challenge: there is no Persona with id {pid}</source>
            <translation>Herausforderung: Es gibt keine Persona mit der ID {pid}</translation>
        </message>
        <message>
            <source>plot points: a character holds 0 or more, not {count!r}</source>
            <translation>Plotpunkte: Ein Charakter hat 0 oder mehr, nicht {count!r}</translation>
        </message>
        <message>
            <source>stress: this character is not stressed out</source>
            <translation>Stress: Dieser Charakter ist nicht ausgestresst</translation>
        </message>
        <message>
            <source>must be an object, not {type}</source>
            <translation>muss ein Objekt sein, nicht {type}</translation>
        </message>
        <message>
            <source>missing</source>
            <translation>fehlt</translation>
        </message>
        <message>
            <source>must be {format!r}</source>
            <translation>muss {format!r} sein</translation>
        </message>
        <message>
            <source>this Starshine Desktop reads versions {versions}</source>
            <translation>dieses Starshine Desktop liest die Versionen {versions}</translation>
        </message>
        <message>
            <source>must be a list, not {type}</source>
            <translation>muss eine Liste sein, nicht {type}</translation>
        </message>
        <message>
            <source>repeats {key}</source>
            <translation>wiederholt {key}</translation>
        </message>
        <message>
            <source>repeats the UUID of another record</source>
            <translation>wiederholt die UUID eines anderen Eintrags</translation>
        </message>
        <message>
            <source>names no record of {target} (id {value})</source>
            <translation>nennt keinen Eintrag von {target} (ID {value})</translation>
        </message>
        <message>
            <source>another Actor has this name</source>
            <translation>ein anderer Akteur hat diesen Namen</translation>
        </message>
        <message>
            <source>there is one Director</source>
            <translation>es gibt eine Spielleitung</translation>
        </message>
        <message>
            <source>the Director plays no Persona</source>
            <translation>die Spielleitung spielt keine Persona</translation>
        </message>
        <message>
            <source>a Trait is on exactly one Persona or Element</source>
            <translation>ein Merkmal gehört zu genau einer Persona oder einem Element</translation>
        </message>
        <message>
            <source>names a Characteristic of another Persona</source>
            <translation>nennt eine Eigenschaft einer anderen Persona</translation>
        </message>
        <message>
            <source>names another Persona's Investment</source>
            <translation>nennt die Investition einer anderen Persona</translation>
        </message>
        <message>
            <source>is not a player of that Episode</source>
            <translation>spielt in dieser Episode nicht mit</translation>
        </message>
        <message>
            <source>holds an unknown key or a value of the wrong type</source>
            <translation>enthält einen unbekannten Schlüssel oder einen Wert vom falschen Typ</translation>
        </message>
        <message>
            <source>its engine cannot load it ({error_type}: {error})</source>
            <translation>seine Regel-Engine kann es nicht laden ({error_type}: {error})</translation>
        </message>
        <message>
            <source>must be {version}</source>
            <translation>muss {version} sein</translation>
        </message>
        <message>
            <source>players and actions must be lists</source>
            <translation>Spieler und Aktionen müssen Listen sein</translation>
        </message>
        <message>
            <source>must be an object naming its step</source>
            <translation>muss ein Objekt sein, das seinen Schritt nennt</translation>
        </message>
        <message>
            <source>must name every ruling, as the set-up does</source>
            <translation>muss jede Auslegung nennen, wie die Vorbereitung</translation>
        </message>
        <message>
            <source>is not in the form the app records</source>
            <translation>ist nicht in der Form, die die App speichert</translation>
        </message>
        <message>
            <source>are not in the form the app records</source>
            <translation>sind nicht in der Form, die die App speichert</translation>
        </message>
        <message>
            <source>must name one Persona per Persona set up</source>
            <translation>muss eine Persona je vorbereiteter Persona nennen</translation>
        </message>
        <message>
            <source>names a Persona twice</source>
            <translation>nennt eine Persona zweimal</translation>
        </message>
        <message>
            <source>the steps have ended</source>
            <translation>die Schritte sind beendet</translation>
        </message>
        <message>
            <source>the steps have not ended</source>
            <translation>die Schritte sind nicht beendet</translation>
        </message>
        <message>
            <source>the steps give {outcome!r}</source>
            <translation>die Schritte ergeben {outcome!r}</translation>
        </message>
        <message>
            <source>only a finished Challenge has results to apply</source>
            <translation>nur eine beendete Herausforderung hat Ergebnisse zum Übernehmen</translation>
        </message>
        <message>
            <source>must be a whole number, not {type}</source>
            <translation>muss eine ganze Zahl sein, nicht {type}</translation>
        </message>
        <message>
            <source>must be {low} to {high}, not {value}</source>
            <translation>muss {low} bis {high} sein, nicht {value}</translation>
        </message>
        <message>
            <source>must be text, not {type}</source>
            <translation>muss Text sein, nicht {type}</translation>
        </message>
        <message>
            <source>is longer than {limit} characters</source>
            <translation>ist länger als {limit} Zeichen</translation>
        </message>
        <message>
            <source>cannot be blank</source>
            <translation>darf nicht leer sein</translation>
        </message>
        <message>
            <source>must be one line without extra spaces</source>
            <translation>muss eine Zeile ohne zusätzliche Leerzeichen sein</translation>
        </message>
        <message>
            <source>holds a lone surrogate, which is not text</source>
            <translation>enthält ein einzelnes Surrogat, das kein Text ist</translation>
        </message>
        <message>
            <source>must be true or false, not {type}</source>
            <translation>muss true oder false sein, nicht {type}</translation>
        </message>
        <message>
            <source>must be one of {choices}, not {value!r}</source>
            <translation>muss eines von {choices} sein, nicht {value!r}</translation>
        </message>
        <message>
            <source>must be a date written YYYY-MM-DD</source>
            <translation>muss ein Datum der Form JJJJ-MM-TT sein</translation>
        </message>
        <message>
            <source>{value} is not a real date</source>
            <translation>{value} ist kein echtes Datum</translation>
        </message>
        <message>
            <source>must be a UTC time written YYYY-MM-DDTHH:MM:SS[.ffffff]</source>
            <translation>muss eine UTC-Zeit der Form JJJJ-MM-TTTHH:MM:SS[.ffffff] sein</translation>
        </message>
        <message>
            <source>{value} is not a real time</source>
            <translation>{value} ist keine echte Zeit</translation>
        </message>
        <message>
            <source>must be a UUID such as 0f8fad5b-d9cb-469f-a165-70867728950e, not {shown}</source>
            <translation>muss eine UUID wie 0f8fad5b-d9cb-469f-a165-70867728950e sein, nicht {shown}</translation>
        </message>
        <message>
            <source>must be an object of the twelve Scores, not {type}</source>
            <extracomment>The key of the identity that never changes (version 3); older files' rows get new ones.</extracomment>
            <translation>muss ein Objekt der zwölf Werte sein, nicht {type}</translation>
        </message>
        <message>
            <source>must be null or one of {sides}, not {number}</source>
            <translation>muss null oder eines von {sides} sein, nicht {number}</translation>
        </message>
        <message>
            <source>repeats {name!r}</source>
            <translation>wiederholt {name!r}</translation>
        </message>
        <message>
            <source>this key appears more than once</source>
            <translation>dieser Schlüssel kommt mehr als einmal vor</translation>
        </message>
        <message>
            <source>must be {what}, not {type}</source>
            <translation>muss {what} sein, nicht {type}</translation>
        </message>
        <message>
            <source>is not JSON text: {error}</source>
            <translation>ist kein JSON-Text: {error}</translation>
        </message>
        <message>
            <source>must be JSON text of an object, not {type}</source>
            <translation>muss JSON-Text eines Objekts sein, nicht {type}</translation>
        </message>
        <message>
            <source>unknown key</source>
            <translation>unbekannter Schlüssel</translation>
        </message>
        <message>
            <source>the number {number} is too large</source>
            <translation>die Zahl {number} ist zu groß</translation>
        </message>
        <message>
            <source>{text} is not a whole number</source>
            <translation>{text} ist keine ganze Zahl</translation>
        </message>
        <message>
            <source>{text} is not a number the format allows</source>
            <translation>{text} ist keine Zahl, die das Format erlaubt</translation>
        </message>
        <message>
            <source>nesting deeper than {levels} levels</source>
            <extracomment>The nesting check uses no repeated groups: ``(?:[^"\]|\.)*`` kept a mark per character (about 110 bytes each: 1.2 GB for a 10 MB file), and any group repeated per escape would keep one per escape. Escapes go first, then strings hold no backslash.</extracomment>
            <translation>tiefer verschachtelt als {levels} Ebenen</translation>
        </message>
        <message>
            <source>the file is larger than {mebibytes} MiB</source>
            <translation>die Datei ist größer als {mebibytes} MiB</translation>
        </message>
        <message>
            <source>the file is not UTF-8 (byte {byte})</source>
            <translation>die Datei ist kein UTF-8 (Byte {byte})</translation>
        </message>
        <message>
            <source>not valid JSON: {error} (line {line}, column {column})</source>
            <translation>kein gültiges JSON: {error} (Zeile {line}, Spalte {column})</translation>
        </message>
        <message>
            <source>{path}: {reason}</source>
            <extracomment>The largest campaign file read or written (1 GiB). Export refuses to write more, so whatever it writes, import takes back; readers refuse a larger file by its size, unread.</extracomment>
            <translation>{path}: {reason}</translation>
        </message>
        <message>
            <source>must be an object</source>
            <extracomment>The largest package file read (a full Datasworn ruleset is a few MiB). The longest text of one field kept (a move's text is a few thousand characters).</extracomment>
            <translation>muss ein Objekt sein</translation>
        </message>
        <message>
            <source>the key appears twice</source>
            <translation>der Schlüssel kommt zweimal vor</translation>
        </message>
        <message>
            <source>is not a key a rules package has</source>
            <translation>ist kein Schlüssel eines Regelpakets</translation>
        </message>
        <message>
            <source>is missing</source>
            <translation>fehlt</translation>
        </message>
        <message>
            <source>must be text</source>
            <translation>muss Text sein</translation>
        </message>
        <message>
            <source>must not be empty</source>
            <translation>darf nicht leer sein</translation>
        </message>
        <message>
            <source>must be a whole number</source>
            <translation>muss eine ganze Zahl sein</translation>
        </message>
        <message>
            <source>must be from 1 to 100</source>
            <translation>muss zwischen 1 und 100 liegen</translation>
        </message>
        <message>
            <source>must be a list</source>
            <translation>muss eine Liste sein</translation>
        </message>
        <message>
            <source>must be a list of rows</source>
            <translation>muss eine Liste von Zeilen sein</translation>
        </message>
        <message>
            <source>is {low}, but the row must start at {expected} to cover 1–100</source>
            <translation>ist {low}, aber die Zeile muss bei {expected} beginnen, um 1–100 abzudecken</translation>
        </message>
        <message>
            <source>is below its row's min ({low})</source>
            <translation>liegt unter dem Minimum ihrer Zeile ({low})</translation>
        </message>
        <message>
            <source>the rows end at {last}; they must cover 1–100</source>
            <translation>die Zeilen enden bei {last}; sie müssen 1–100 abdecken</translation>
        </message>
        <message>
            <source>the package has no moves and no oracle tables</source>
            <translation>das Paket hat weder Züge noch Orakeltabellen</translation>
        </message>
        <message>
            <source>the campaign has a package '{title}' already</source>
            <translation>die Kampagne hat bereits ein Paket „{title}“</translation>
        </message>
        <message>
            <source>{what} cannot be blank</source>
            <translation>{what} darf nicht leer sein</translation>
        </message>
        <message>
            <source>{what} is longer than {limit} characters</source>
            <translation>{what} ist länger als {limit} Zeichen</translation>
        </message>
        <message>
            <source>A Challenge's title cannot be blank</source>
            <translation>Der Titel einer Herausforderung darf nicht leer sein</translation>
        </message>
        <message>
            <source>A Challenge's title is longer than {limit} characters</source>
            <translation>Der Titel einer Herausforderung ist länger als {limit} Zeichen</translation>
        </message>
        <message>
            <source>Challenge {title!r} no longer replays: {error}</source>
            <translation>Die Herausforderung {title!r} lässt sich nicht mehr nachspielen: {error}</translation>
        </message>
        <message>
            <source>A Challenge needs at least one Persona</source>
            <extracomment>The events of the last step applied (or of the last step stored, on resuming).</extracomment>
            <translation>Eine Herausforderung braucht mindestens eine Persona</translation>
        </message>
        <message>
            <source>A Persona takes part in a Challenge only once</source>
            <translation>Eine Persona nimmt an einer Herausforderung nur einmal teil</translation>
        </message>
        <message>
            <source>{name} is dead and cannot take part in a Challenge (rules-spec A.5)</source>
            <translation>{name} ist tot und kann an keiner Herausforderung teilnehmen (Regelspezifikation A.5)</translation>
        </message>
        <message>
            <source>There is no Element with id {record_id} in this campaign</source>
            <translation>In dieser Kampagne gibt es kein Element mit der ID {record_id}</translation>
        </message>
        <message>
            <source>The Challenge cannot start: {error}</source>
            <translation>Die Herausforderung kann nicht beginnen: {error}</translation>
        </message>
        <message>
            <source>{title} has no step to take back</source>
            <translation>{title} hat keinen Schritt, der zurückgenommen werden kann</translation>
        </message>
        <message>
            <source>The results of {title} are applied to the campaign: undo that first</source>
            <translation>Die Ergebnisse von {title} sind in die Kampagne übernommen: Mache das zuerst rückgängig</translation>
        </message>
        <message>
            <source>{title} has not ended: there are no results yet</source>
            <translation>{title} ist nicht beendet: Es gibt noch keine Ergebnisse</translation>
        </message>
        <message>
            <source>The results of {title} are already applied</source>
            <translation>Die Ergebnisse von {title} sind bereits übernommen</translation>
        </message>
        <message>
            <source>must be an object, not {kind}</source>
            <translation>muss ein Objekt sein, nicht {kind}</translation>
        </message>
        <message>
            <source>must be a list, not {kind}</source>
            <translation>muss eine Liste sein, nicht {kind}</translation>
        </message>
        <message>
            <source>must be a whole number, not {kind}</source>
            <translation>muss eine ganze Zahl sein, nicht {kind}</translation>
        </message>
        <message>
            <source>names no {what}: the Persona has none</source>
            <translation>verweist auf keinen Eintrag „{what}“: Die Persona hat keinen</translation>
        </message>
        <message>
            <source>must be "director", "self" or {persona}, not {value}</source>
            <translation>muss "director", "self" oder {persona} sein, nicht {value}</translation>
        </message>
        <message>
            <source>this is a whole campaign, not a Persona file</source>
            <translation>das ist eine ganze Kampagne, keine Persona-Datei</translation>
        </message>
        <message>
            <source>must be {format}</source>
            <translation>muss {format} sein</translation>
        </message>
        <message>
            <source>this Starshine Desktop reads versions {versions}; version {version} is from a newer Starshine Desktop</source>
            <translation>dieses Starshine Desktop liest die Versionen {versions}; Version {version} stammt von einem neueren Starshine Desktop</translation>
        </message>
        <message>
            <source>{owner} needs {target}, which the choices leave out: keep both or neither</source>
            <translation>{owner} braucht {target}, das die Auswahl weglässt: Behalte beides oder keines</translation>
        </message>
        <message>
            <source>{name} changed while the file was being compared: import it again</source>
            <translation>{name} hat sich geändert, während die Datei verglichen wurde: Importiere sie erneut</translation>
        </message>
        <message>
            <source>{name} was changed on both sides since it was last exchanged: choose the value to keep for {unsettled}</source>
            <translation>{name} wurde seit dem letzten Austausch auf beiden Seiten geändert: Wähle den Wert, der bleiben soll, für {unsettled}</translation>
        </message>
        <message>
            <source>the chosen values do not make a Persona: {error}</source>
            <translation>die gewählten Werte ergeben keine Persona: {error}</translation>
        </message>
        <message>
            <source>{name} is no longer in the campaign</source>
            <translation>{name} ist nicht mehr in der Kampagne</translation>
        </message>
        <message>
            <source>holds no Persona files (*{suffix})</source>
            <translation>enthält keine Persona-Dateien (*{suffix})</translation>
        </message>
        <message>
            <source>holds the same Persona as {file}</source>
            <translation>enthält dieselbe Persona wie {file}</translation>
        </message>
        <message>
            <source>{file}: {error}</source>
            <translation>{file}: {error}</translation>
        </message>
        <message>
            <source>a Persona of {folder} is no longer there: {error}</source>
            <translation>eine Persona aus {folder} ist nicht mehr da: {error}</translation>
        </message>
        <message>
            <source>{what}: write each as a name and a degree, e.g. 'Brave 3', not {part!r}</source>
            <translation>{what}: jeweils als Name und Grad schreiben, z. B. „Mutig 3“, nicht {part!r}</translation>
        </message>
        <message>
            <source>{what}: {name} is written twice</source>
            <translation>{what}: {name} steht zweimal da</translation>
        </message>
        <message>
            <source>scene: unknown step {step!r} in the stored scene</source>
            <translation>Szene: unbekannter Schritt {step!r} in der gespeicherten Szene</translation>
        </message>
        <message>
            <source>scene: players join before the first Statement is made</source>
            <translation>Szene: Spieler kommen hinzu, bevor die erste Aussage gemacht wird</translation>
        </message>
        <message>
            <source>scene: players leave before the first Statement is made</source>
            <translation>Szene: Spieler gehen, bevor die erste Aussage gemacht wird</translation>
        </message>
        <message>
            <source>scene: {name} is not in this scene</source>
            <translation>Szene: {name} ist nicht in dieser Szene</translation>
        </message>
        <message>
            <source>scene: add the players first</source>
            <translation>Szene: zuerst die Spieler hinzufügen</translation>
        </message>
        <message>
            <source>resolution: give the three faces or roll in the app</source>
            <translation>Auflösung: die drei Augenzahlen angeben oder in der App würfeln</translation>
        </message>
        <message>
            <source>resolution: no Statement was made</source>
            <translation>Auflösung: es wurde keine Aussage gemacht</translation>
        </message>
        <message>
            <source>resolution: roll every Statement first ({names})</source>
            <translation>Auflösung: zuerst jede Aussage würfeln ({names})</translation>
        </message>
        <message>
            <source>experience: give the three faces or roll in the app</source>
            <translation>Erfahrung: die drei Augenzahlen angeben oder in der App würfeln</translation>
        </message>
        <message>
            <source>experience: {player} generated no failures, so there is no test</source>
            <translation>Erfahrung: {player} hat keine Misserfolge erzeugt, also gibt es keine Probe</translation>
        </message>
        <message>
            <source>resolution: a d(F+O) needs at least one point</source>
            <translation>Auflösung: ein d(F+O) braucht mindestens einen Punkt</translation>
        </message>
        <message>
            <source>challenge: choose a challenge pool and a Persona</source>
            <translation>Herausforderung: Wähle einen Herausforderungspool und eine Persona</translation>
        </message>
        <message>
            <source>{what} needs a whole number</source>
            <translation>{what} braucht eine ganze Zahl</translation>
        </message>
    </context>
    <context>
        <name>StatementBoard</name>
        <message>
            <source>no players yet</source>
            <translation>noch keine Spieler</translation>
        </message>
        <message>
            <source>finished</source>
            <translation>beendet</translation>
        </message>
        <message>
            <source>resolved</source>
            <translation>aufgelöst</translation>
        </message>
        <message>
            <source>rolling</source>
            <translation>es wird gewürfelt</translation>
        </message>
        <message>
            <source>stating ({count} Statements)</source>
            <translation>Aussagen ({count} Aussagen)</translation>
        </message>
        <message>
            <source>Scenes</source>
            <translation>Szenen</translation>
        </message>
        <message>
            <source>e.g. The harbour at night</source>
            <translation>z. B. Der Hafen bei Nacht</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>&amp;New scene</source>
            <translation>&amp;Neue Szene</translation>
        </message>
        <message>
            <source>Next scene, same players</source>
            <translation>Nächste Szene, gleiche Spieler</translation>
        </message>
        <message>
            <source>Start a scene with this scene's players and their Luck</source>
            <translation>Eine Szene mit den Spielern dieser Szene und ihrem Glück beginnen</translation>
        </message>
        <message>
            <source>Rename scene</source>
            <translation>Szene umbenennen</translation>
        </message>
        <message>
            <source>Give the chosen scene the name typed above</source>
            <translation>Der gewählten Szene den oben eingegebenen Namen geben</translation>
        </message>
        <message>
            <source>&amp;Delete scene…</source>
            <translation>Szene &amp;löschen…</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Setbacks recorded after earlier scenes: a temporary one is in effect in the next scene only; an indefinite one until a recovery Statement comes true. While in effect it lowers its Trait, Attribute or Resource (not below 0; an Attribute not below 1).</source>
            <translation>Nach früheren Szenen eingetragene Rückschläge: Ein vorübergehender wirkt nur in der nächsten Szene, ein unbefristeter, bis eine Erholungsaussage wahr wird. Solange er wirkt, senkt er sein Merkmal, Attribut oder seine Ressource (nicht unter 0; ein Attribut nicht unter 1).</translation>
        </message>
        <message>
            <source>Luck</source>
            <translation>Glück</translation>
        </message>
        <message>
            <source>Brave 3, Charming 2</source>
            <translation>Mutig 3, Charmant 2</translation>
        </message>
        <message>
            <source>Acuity 2, Might 3</source>
            <translation>Scharfsinn 2, Stärke 3</translation>
        </message>
        <message>
            <source>Ship 2</source>
            <translation>Schiff 2</translation>
        </message>
        <message>
            <source>up to three, separated by ;</source>
            <translation>bis zu drei, getrennt durch ;</translation>
        </message>
        <message>
            <source>Drives</source>
            <translation>Antriebe</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>Spieler hinzufügen</translation>
        </message>
        <message>
            <source>Remove player</source>
            <translation>Spieler entfernen</translation>
        </message>
        <message>
            <source>State a Statement</source>
            <translation>Eine Aussage treffen</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Statement</source>
            <translation>Aussage</translation>
        </message>
        <message>
            <source>Favouring</source>
            <translation>Dafür</translation>
        </message>
        <message>
            <source>Opposing (others)</source>
            <translation>Dagegen (andere)</translation>
        </message>
        <message>
            <source>obstacles, e.g. Storm 3, Locked gate 2</source>
            <translation>Hindernisse, z. B. Sturm 3, Verschlossenes Tor 2</translation>
        </message>
        <message>
            <source>Obstacles</source>
            <translation>Hindernisse</translation>
        </message>
        <message>
            <source>0, or 2 to 12, added to the opposing sum</source>
            <translation>0 oder 2 bis 12, zur Gegensumme addiert</translation>
        </message>
        <message>
            <source>0 to 5 Luck, paid only if the Statement comes true</source>
            <translation>0 bis 5 Glück, nur bezahlt, wenn die Aussage wahr wird</translation>
        </message>
        <message>
            <source>Difficulty</source>
            <translation>Schwierigkeit</translation>
        </message>
        <message>
            <source>Luck bid</source>
            <translation>Glückseinsatz</translation>
        </message>
        <message>
            <source>Reflects a Drive</source>
            <translation>Spiegelt einen Antrieb</translation>
        </message>
        <message>
            <source>A recovery Statement: when it comes true, this indefinite Setback ends</source>
            <translation>Eine Erholungsaussage: Wird sie wahr, endet dieser unbefristete Rückschlag</translation>
        </message>
        <message>
            <source>Recovers from</source>
            <translation>Erholt sich von</translation>
        </message>
        <message>
            <source>&amp;State</source>
            <translation>&amp;Aussagen</translation>
        </message>
        <message>
            <source>Withdraw last</source>
            <translation>Letzte zurückziehen</translation>
        </message>
        <message>
            <source>Statements</source>
            <translation>Aussagen</translation>
        </message>
        <message>
            <source>Roll the Statement chosen above</source>
            <translation>Die oben gewählte Aussage würfeln</translation>
        </message>
        <message>
            <source>Odds of the Statement</source>
            <translation>Chancen der Aussage</translation>
        </message>
        <message>
            <source>three faces, e.g. 2 7 4 (blank: roll here)</source>
            <translation>drei Augenzahlen, z. B. 2 7 4 (leer: hier würfeln)</translation>
        </message>
        <message>
            <source>Faces</source>
            <translation>Augenzahlen</translation>
        </message>
        <message>
            <source>&amp;Roll</source>
            <translation>&amp;Würfeln</translation>
        </message>
        <message>
            <source>Roll all the rest here</source>
            <translation>Alle übrigen hier würfeln</translation>
        </message>
        <message>
            <source>Support, resolve, finish</source>
            <translation>Stützen, auflösen, beenden</translation>
        </message>
        <message>
            <source>supports (+1)</source>
            <translation>stützt (+1)</translation>
        </message>
        <message>
            <source>hinders (−1)</source>
            <translation>behindert (−1)</translation>
        </message>
        <message>
            <source>Link</source>
            <translation>Verknüpfen</translation>
        </message>
        <message>
            <source>Resol&amp;ve</source>
            <translation>Auf&amp;lösen</translation>
        </message>
        <message>
            <source>Round by round, by descending Weight; the table judges compatibility</source>
            <translation>Runde für Runde, nach absteigendem Gewicht; der Tisch beurteilt die Vereinbarkeit</translation>
        </message>
        <message>
            <source>&amp;Finish scene</source>
            <translation>Szene &amp;beenden</translation>
        </message>
        <message>
            <source>Inconvenienced</source>
            <translation>Benachteiligt</translation>
        </message>
        <message>
            <source>The player used this Trait against themselves: its degree in Luck after the scene</source>
            <translation>Der Spieler hat dieses Merkmal gegen sich selbst eingesetzt: sein Grad als Glück nach der Szene</translation>
        </message>
        <message>
            <source> words</source>
            <translation> Wörter</translation>
        </message>
        <message>
            <source>accepted</source>
            <translation>angenommen</translation>
        </message>
        <message>
            <source>Earn</source>
            <translation>Verdienen</translation>
        </message>
        <message>
            <source>1 Luck for a revision of 150–450 words the others accept</source>
            <translation>1 Glück für eine Überarbeitung von 150–450 Wörtern, die die anderen annehmen</translation>
        </message>
        <message>
            <source>Luck earned:</source>
            <translation>Verdientes Glück:</translation>
        </message>
        <message>
            <source>Revision of</source>
            <translation>Überarbeitung von</translation>
        </message>
        <message>
            <source>{player}: {setback} — recovered by a Statement that came true</source>
            <translation>{player}: {setback} — erholt durch eine Aussage, die wahr wurde</translation>
        </message>
        <message>
            <source>{player}: {setback}</source>
            <translation>{player}: {setback}</translation>
        </message>
        <message>
            <source>Setbacks in effect:</source>
            <translation>Wirksame Rückschläge:</translation>
        </message>
        <message>
            <source>No Setbacks in effect.</source>
            <translation>Keine wirksamen Rückschläge.</translation>
        </message>
        <message>
            <source>No scene yet: name one and press New scene</source>
            <translation>Noch keine Szene: Benenne eine und drücke „Neue Szene“</translation>
        </message>
        <message>
            <source>{scene} — {stage}</source>
            <translation>{scene} — {stage}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keine</translation>
        </message>
        <message>
            <source>{factor} ({degree}, Setback −{reduction})</source>
            <translation>{factor} ({degree}, Rückschlag −{reduction})</translation>
        </message>
        <message>
            <source>{player}'s {factor}</source>
            <translation>{factor} von {player}</translation>
        </message>
        <message>
            <source>At 0 this scene (Setbacks in effect): it cannot be used</source>
            <translation>In dieser Szene bei 0 (wirksame Rückschläge): nicht einsetzbar</translation>
        </message>
        <message>
            <source>No Statement supports or hinders another.</source>
            <translation>Keine Aussage stützt oder behindert eine andere.</translation>
        </message>
        <message>
            <source>{player} #{order} supports {other} #{other_order}</source>
            <translation>{player} #{order} stützt {other} #{other_order}</translation>
        </message>
        <message>
            <source>{player} #{order} hinders {other} #{other_order}</source>
            <translation>{player} #{order} behindert {other} #{other_order}</translation>
        </message>
        <message>
            <source>came true</source>
            <translation>wurde wahr</translation>
        </message>
        <message>
            <source>did not come true</source>
            <translation>wurde nicht wahr</translation>
        </message>
        <message>
            <source>{verdict} (recovering from {setback})</source>
            <translation>{verdict} (Erholung von {setback})</translation>
        </message>
        <message>
            <source>Round {round}: {player} #{order} (Weight {weight}) {verdict}: {text}</source>
            <translation>Runde {round}: {player} #{order} (Gewicht {weight}) {verdict}: {text}</translation>
        </message>
        <message>
            <source>{line} [true #{number}]</source>
            <translation>{line} [wahr #{number}]</translation>
        </message>
        <message>
            <source>{player} {before} → {now}</source>
            <translation>{player} {before} → {now}</translation>
        </message>
        <message>
            <source>{player} {before} → {now} (spent {spent}, earned {earned}, lost to the cap {lost})</source>
            <translation>{player} {before} → {now} (ausgegeben {spent}, verdient {earned}, durch die Obergrenze verloren {lost})</translation>
        </message>
        <message>
            <source>{player} {before} → {now} (spent {spent}, earned {earned})</source>
            <translation>{player} {before} → {now} (ausgegeben {spent}, verdient {earned})</translation>
        </message>
        <message>
            <source>Luck: {players}</source>
            <translation>Glück: {players}</translation>
        </message>
        <message>
            <source>Choose a Statement to see its odds.</source>
            <translation>Wähle eine Aussage, um ihre Chancen zu sehen.</translation>
        </message>
        <message>
            <source>{player} #{order}: three rolls of a d{sides}, success on {favouring} or less</source>
            <translation>{player} #{order}: drei Würfe mit einem d{sides}, Erfolg bei {favouring} oder weniger</translation>
        </message>
        <message>
            <source>Start a scene first.</source>
            <translation>Beginne zuerst eine Szene.</translation>
        </message>
        <message>
            <source>Start scene {name}</source>
            <translation>Szene {name} beginnen</translation>
        </message>
        <message>
            <source>Choose the scene to rename in the list first.</source>
            <translation>Wähle zuerst die umzubenennende Szene in der Liste.</translation>
        </message>
        <message>
            <source>Rename scene {old} to {new}</source>
            <translation>Szene {old} in {new} umbenennen</translation>
        </message>
        <message>
            <source>Add {player} to the scene</source>
            <translation>{player} zur Szene hinzufügen</translation>
        </message>
        <message>
            <source>Choose a player in the table first.</source>
            <translation>Wähle zuerst einen Spieler in der Tabelle.</translation>
        </message>
        <message>
            <source>Remove {player} from the scene</source>
            <translation>{player} aus der Szene entfernen</translation>
        </message>
        <message>
            <source>Add the players first.</source>
            <translation>Füge zuerst die Spieler hinzu.</translation>
        </message>
        <message>
            <source>{player} states “{text}”</source>
            <translation>{player} sagt aus: „{text}“</translation>
        </message>
        <message>
            <source>{player} withdraws a Statement</source>
            <translation>{player} zieht eine Aussage zurück</translation>
        </message>
        <message>
            <source>Choose a Statement in the table first.</source>
            <translation>Wähle zuerst eine Aussage in der Tabelle.</translation>
        </message>
        <message>
            <source>Roll {player} #{order}</source>
            <translation>{player} #{order} würfeln</translation>
        </message>
        <message>
            <source>Roll the remaining Statements</source>
            <translation>Die übrigen Aussagen würfeln</translation>
        </message>
        <message>
            <source>State two Statements first.</source>
            <translation>Triff zuerst zwei Aussagen.</translation>
        </message>
        <message>
            <source>Link Statements</source>
            <translation>Aussagen verknüpfen</translation>
        </message>
        <message>
            <source>“{text}” ({player})</source>
            <translation>„{text}“ ({player})</translation>
        </message>
        <message>
            <source>Round {round}: {player}'s “{text}” (Weight {weight}). Is it compatible with what is already true: {true}?</source>
            <translation>Runde {round}: „{text}“ von {player} (Gewicht {weight}). Ist das mit dem vereinbar, was schon wahr ist: {true}?</translation>
        </message>
        <message>
            <source>Is it compatible?</source>
            <translation>Ist das vereinbar?</translation>
        </message>
        <message>
            <source>Resolve the scene</source>
            <translation>Szene auflösen</translation>
        </message>
        <message>
            <source>{player} is inconvenienced by {trait}</source>
            <translation>{player} wird durch {trait} benachteiligt</translation>
        </message>
        <message>
            <source>{player} revises the scene</source>
            <translation>{player} überarbeitet die Szene</translation>
        </message>
        <message>
            <source>Finish the scene</source>
            <translation>Szene beenden</translation>
        </message>
    </context>
</TS>
