<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>ActionOrderTool</name>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="261"/>
        <source>Action order (handoff initiative)</source>
        <translation>Aktionsreihenfolge (Übergabe-Initiative)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="266"/>
        <source>everyone taking part, e.g. Ada, Bo, the Ogre</source>
        <translation>alle Beteiligten, z. B. Ada, Bo, der Oger</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="267"/>
        <source>Taking part</source>
        <translation>Beteiligt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="270"/>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="275"/>
        <source>The GM picks first</source>
        <translation>Die SL wählt zuerst</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="277"/>
        <source>Name who takes part, then the GM picks who goes first.</source>
        <translation>Nenne die Beteiligten; dann wählt die SL, wer beginnt.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="281"/>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="284"/>
        <source>&amp;Hand off</source>
        <translation>&amp;Übergeben</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="289"/>
        <source>Goes next</source>
        <translation>Ist als Nächstes dran</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="292"/>
        <source>&amp;Take out</source>
        <translation>&amp;Herausnehmen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="297"/>
        <source>Out of the scene</source>
        <translation>Aus der Szene</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="303"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="353"/>
        <source>Nobody is left in the action order.</source>
        <translation>Niemand ist mehr in der Aktionsreihenfolge.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="356"/>
        <source>The GM</source>
        <translation>Die SL</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="359"/>
        <source>Round {round}: {current} acts. Acted: {acted}. {chooser} picks who goes first next round: {choices}.</source>
        <translation>Runde {round}: {current} handelt. Gehandelt haben: {acted}. {chooser} wählt, wer in der nächsten Runde beginnt: {choices}.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="364"/>
        <source>Round {round}: {current} acts. Acted: {acted}. {chooser} picks who goes next: {choices}.</source>
        <translation>Runde {round}: {current} handelt. Gehandelt haben: {acted}. {chooser} wählt, wer als Nächstes dran ist: {choices}.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="369"/>
        <source>Round {round}: nobody is acting. Acted: {acted}. {chooser} picks who goes first next round: {choices}.</source>
        <translation>Runde {round}: Niemand handelt. Gehandelt haben: {acted}. {chooser} wählt, wer in der nächsten Runde beginnt: {choices}.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="374"/>
        <source>Round {round}: nobody is acting. Acted: {acted}. {chooser} picks who goes next: {choices}.</source>
        <translation>Runde {round}: Niemand handelt. Gehandelt haben: {acted}. {chooser} wählt, wer als Nächstes dran ist: {choices}.</translation>
    </message>
</context>
<context>
    <name>ActionResolutionTool</name>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="85"/>
        <source>Action and reaction (action-based resolution)</source>
        <translation>Aktion und Reaktion (aktionsbasierte Auflösung)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="92"/>
        <source>The action is rolled first. The reaction (the target&apos;s defensive dice, or difficulty dice the GM rolls) must exceed the action&apos;s total to stop it.</source>
        <translation>Zuerst wird die Aktion gewürfelt. Die Reaktion (die Verteidigungswürfel des Ziels oder die Schwierigkeitswürfel der SL) muss die Summe der Aktion übertreffen, um sie aufzuhalten.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="103"/>
        <source>Extra dice in the total (one plot point each)</source>
        <translation>Zusätzliche Würfel in der Summe (je ein Plotpunkt)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="104"/>
        <source>the target&apos;s dice, e.g. d8,d6</source>
        <translation>Würfel des Ziels, z. B. d8,d6</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="105"/>
        <source>Reaction</source>
        <translation>Reaktion</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="112"/>
        <source>Exact odds before rolling</source>
        <translation>Genaue Chancen vor dem Wurf</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="120"/>
        <source>faces in pool order (blank: roll here)</source>
        <translation>Augenzahlen in Pool-Reihenfolge (leer: hier würfeln)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="121"/>
        <source>Roll the &amp;action</source>
        <translation>&amp;Aktion würfeln</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="126"/>
        <source>Action&apos;s faces</source>
        <translation>Augenzahlen der Aktion</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="130"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="133"/>
        <source>Odds now</source>
        <translation>Chancen jetzt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="136"/>
        <source>the reaction&apos;s faces (blank: roll here)</source>
        <translation>Augenzahlen der Reaktion (leer: hier würfeln)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="137"/>
        <source>Roll the &amp;reaction</source>
        <translation>&amp;Reaktion würfeln</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="142"/>
        <source>Reaction&apos;s faces</source>
        <translation>Augenzahlen der Reaktion</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="148"/>
        <source>Outcome</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="169"/>
        <source>Roll the action first.</source>
        <translation>Würfle zuerst die Aktion.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="178"/>
        <source>Add the action&apos;s dice to see the odds.</source>
        <translation>Füge die Würfel der Aktion hinzu, um die Chancen zu sehen.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="190"/>
        <source>{pool} against {against}</source>
        <translation>{pool} gegen {against}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="214"/>
        <source>&lt;b&gt;Total {total}&lt;/b&gt; · effect die {effect}</source>
        <translation>&lt;b&gt;Summe {total}&lt;/b&gt; · Effektwürfel {effect}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="222"/>
        <source>{reaction} must exceed {total}</source>
        <translation>{reaction} muss {total} übertreffen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="240"/>
        <source>Reaction: {roll} → total {total}</source>
        <translation>Reaktion: {roll} → Summe {total}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="247"/>
        <source>Reaction: {total}</source>
        <translation>Reaktion: {total}</translation>
    </message>
</context>
<context>
    <name>AftermathPanel</name>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="59"/>
        <source>In order, per player: the GM&apos;s Setbacks, then the experience test and its advances, then a Drive change. Finishing the scene pays the Luck earned; these steps stay open after it.</source>
        <translation>Der Reihe nach, je Spieler: die Rückschläge der SL, dann die Erfahrungsprobe und ihre Aufstiege, dann eine Änderung eines Antriebs. Das Beenden der Szene zahlt das verdiente Glück aus; diese Schritte bleiben danach offen.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="71"/>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="76"/>
        <source>Reduction</source>
        <translation>Minderung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="81"/>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="257"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="103"/>
        <source>{kind} {name}</source>
        <translation>{kind} {name}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="112"/>
        <source>Not taken yet.</source>
        <translation>Noch nicht abgelegt.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="116"/>
        <source>Rolled {faces} on a d{sides}: 1 success</source>
        <translation>{faces} auf einem d{sides} gewürfelt: 1 Erfolg</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="118"/>
        <source>Rolled {faces} on a d{sides}: {count} successes</source>
        <translation>{faces} auf einem d{sides} gewürfelt: {count} Erfolge</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="120"/>
        <source>+1 to a Trait or Resource (and optionally −1 to another)</source>
        <translation>+1 auf ein Merkmal oder eine Ressource (und wahlweise −1 auf ein anderes)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="121"/>
        <source>+1 to an Attribute</source>
        <translation>+1 auf ein Attribut</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="123"/>
        <source>{rolled} — allows {first} and {second}</source>
        <translation>{rolled} — erlaubt {first} und {second}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="127"/>
        <source>{rolled} — allows {advance}</source>
        <translation>{rolled} — erlaubt {advance}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="131"/>
        <source>{rolled} — no advance</source>
        <translation>{rolled} — kein Aufstieg</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="135"/>
        <source>raised {factor}</source>
        <translation>{factor} erhöht</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="139"/>
        <source>lowered {factor}</source>
        <translation>{factor} gesenkt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="145"/>
        <source>raised Attribute {name}</source>
        <translation>Attribut {name} erhöht</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="150"/>
        <source>{award}; {taken}.</source>
        <translation>{award}; {taken}.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="153"/>
        <source>{award}.</source>
        <translation>{award}.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="167"/>
        <source>After the scene</source>
        <translation>Nach der Szene</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="179"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="205"/>
        <source>1. Setbacks (the GM)</source>
        <translation>1. Rückschläge (die SL)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="224"/>
        <source>what happened, e.g. Burnt hands</source>
        <translation>was geschah, z. B. Verbrannte Hände</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="225"/>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="228"/>
        <source>Reduces</source>
        <translation>Mindert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="232"/>
        <source>−</source>
        <translation>−</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="233"/>
        <source>Degree</source>
        <translation>Grad</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="235"/>
        <source>indefinite</source>
        <translation>unbefristet</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="237"/>
        <source>Lasts until a recovery Statement: cost ×2</source>
        <translation>Hält bis zu einer Erholungsaussage an: Kosten ×2</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="238"/>
        <source>on an Attribute</source>
        <translation>auf ein Attribut</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="240"/>
        <source>Reduces an Attribute: cost ×2</source>
        <translation>Mindert ein Attribut: Kosten ×2</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="241"/>
        <source>permanent</source>
        <translation>dauerhaft</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="244"/>
        <source>A permanent reduction of the sheet: cost ×2 again (it also lasts)</source>
        <translation>Eine dauerhafte Minderung auf dem Bogen: nochmals Kosten ×2 (sie hält auch an)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="260"/>
        <source>Apply Setback</source>
        <translation>Rückschlag anwenden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="269"/>
        <source>2. Experience</source>
        <translation>2. Erfahrung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="276"/>
        <source>Odds of the experience roll</source>
        <translation>Chancen des Erfahrungswurfs</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="280"/>
        <source>three faces (blank: roll here)</source>
        <translation>drei Augenzahlen (leer: hier würfeln)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="281"/>
        <source>Faces</source>
        <translation>Augenzahlen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="282"/>
        <source>Take the experience test</source>
        <translation>Erfahrungsprobe ablegen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="295"/>
        <source>new name</source>
        <translation>neuer Name</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="298"/>
        <source>Raise</source>
        <translation>Erhöhen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="301"/>
        <source>Lower (optional)</source>
        <translation>Senken (optional)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="304"/>
        <source>Attribute</source>
        <translation>Attribut</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="307"/>
        <source>Take the advances</source>
        <translation>Aufstiege nehmen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="315"/>
        <source>3. Drives (at most three; one change per scene)</source>
        <translation>3. Antriebe (höchstens drei; eine Änderung je Szene)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="332"/>
        <source>Rewrite</source>
        <translation>Umschreiben</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="333"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="334"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="337"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="340"/>
        <source>Drive</source>
        <translation>Antrieb</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="343"/>
        <source>the Drive&apos;s new words</source>
        <translation>der neue Wortlaut des Antriebs</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="344"/>
        <source>Words</source>
        <translation>Wortlaut</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="347"/>
        <source>what in the scene justifies it</source>
        <translation>was in der Szene es rechtfertigt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="348"/>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="351"/>
        <source>Change the Drive</source>
        <translation>Antrieb ändern</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="397"/>
        <source>Resolve the scene first; then the after-scene steps open.</source>
        <translation>Löse zuerst die Szene auf; dann öffnen sich die Schritte nach der Szene.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="404"/>
        <source>The experience test comes after resolution.</source>
        <translation>Die Erfahrungsprobe folgt nach der Auflösung.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="413"/>
        <source>{name} generated 1 failure: {spent} spent on Setbacks, {left} left.</source>
        <translation>{name} hat 1 Fehlschlag erzeugt: {spent} für Rückschläge verbraucht, {left} übrig.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="416"/>
        <source>{name} generated {count} failures: {spent} spent on Setbacks, {left} left.</source>
        <translation>{name} hat {count} Fehlschläge erzeugt: {spent} für Rückschläge verbraucht, {left} übrig.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="435"/>
        <source>nothing on the sheet (a condition)</source>
        <translation>nichts auf dem Bogen (ein Zustand)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="471"/>
        <source>1 failure</source>
        <translation>1 Fehlschlag</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="471"/>
        <source>{cost} failures</source>
        <translation>{cost} Fehlschläge</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="475"/>
        <source>1 failure; {left} of {failures} still free</source>
        <translation>1 Fehlschlag; {left} von {failures} noch frei</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="477"/>
        <source>{cost} failures; {left} of {failures} still free</source>
        <translation>{cost} Fehlschläge; {left} von {failures} noch frei</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="491"/>
        <source>Taken: failures {favouring} vs Traits + Resources {opposing}, three d{sides}</source>
        <translation>Abgelegt: Fehlschläge {favouring} gegen Merkmale + Ressourcen {opposing}, drei d{sides}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="496"/>
        <source>{name} generated no failures: no test.</source>
        <translation>{name} hat keine Fehlschläge erzeugt: keine Probe.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="502"/>
        <source>Failures {favouring} vs Traits + Resources {opposing}: three d{sides}, success on ≤ {favouring}</source>
        <translation>Fehlschläge {favouring} gegen Merkmale + Ressourcen {opposing}: drei d{sides}, Erfolg bei ≤ {favouring}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="516"/>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="517"/>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="518"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="527"/>
        <source>a new {kind}…</source>
        <translation>neu: {kind}…</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="558"/>
        <source>Changed after this scene: {text} — {why}</source>
        <translation>Nach dieser Szene geändert: {text} — {why}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="588"/>
        <source>Setback for {player}: {what}</source>
        <translation>Rückschlag für {player}: {what}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="612"/>
        <source>Experience test for {player}</source>
        <translation>Erfahrungsprobe für {player}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="644"/>
        <source>Attribute {name}</source>
        <translation>Attribut {name}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="647"/>
        <source>{player} raises {what}</source>
        <translation>{player} erhöht {what}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="649"/>
        <source>{player} raises nothing</source>
        <translation>{player} erhöht nichts</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="666"/>
        <source>{player}: rewrite a Drive</source>
        <translation>{player}: Antrieb umschreiben</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="667"/>
        <source>{player}: remove a Drive</source>
        <translation>{player}: Antrieb entfernen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_aftermath.py" line="668"/>
        <source>{player}: add a Drive</source>
        <translation>{player}: Antrieb hinzufügen</translation>
    </message>
</context>
<context>
    <name>ChallengeSetupPage</name>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_setup.py" line="42"/>
        <source>† {name} — dead, cannot take part</source>
        <translation>† {name} — tot, kann nicht teilnehmen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_setup.py" line="46"/>
        <source>{name} — Stance {stance}, {scores} — has risked Corruption and Death</source>
        <translation>{name} — Haltung {stance}, {scores} — hat Verderbnis und Tod riskiert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_setup.py" line="51"/>
        <source>{name} — Stance {stance}, {scores} — has risked Corruption</source>
        <translation>{name} — Haltung {stance}, {scores} — hat Verderbnis riskiert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_setup.py" line="55"/>
        <source>{name} — Stance {stance}, {scores} — has risked Death</source>
        <translation>{name} — Haltung {stance}, {scores} — hat den Tod riskiert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_setup.py" line="59"/>
        <source>{name} — Stance {stance}, {scores}</source>
        <translation>{name} — Haltung {stance}, {scores}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_setup.py" line="77"/>
        <source>&amp;Title</source>
        <translation>&amp;Titel</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_setup.py" line="79"/>
        <source>Challenge title</source>
        <translation>Titel der Herausforderung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_setup.py" line="80"/>
        <source>e.g. Escape from the Archive</source>
        <translation>z. B. Flucht aus dem Archiv</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_setup.py" line="88"/>
        <source>Personae taking part (Stance and Scores from the campaign)</source>
        <translation>Beteiligte Personae (Haltung und Werte aus der Kampagne)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_setup.py" line="92"/>
        <source>Personae taking part</source>
        <translation>Beteiligte Personae</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_setup.py" line="107"/>
        <source>Add Personae on the Personae page first.</source>
        <translation>Füge zuerst auf der Seite „Personae“ Personae hinzu.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_setup.py" line="108"/>
        <source>Elements in play (with their Negative Traits):</source>
        <translation>Elemente im Spiel (mit ihren negativen Merkmalen):</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_setup.py" line="110"/>
        <source>Elements in play</source>
        <translation>Elemente im Spiel</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_setup.py" line="113"/>
        <source>{name} — Scale {scale}</source>
        <translation>{name} — Maßstab {scale}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_setup.py" line="122"/>
        <source>The campaign has no Elements yet (see Elements).</source>
        <translation>Die Kampagne hat noch keine Elemente (siehe Elemente).</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_setup.py" line="126"/>
        <source>Rulings (defaults chosen; rules-spec A.6)</source>
        <translation>Auslegungen (Vorgaben gewählt; Regelwerk A.6)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_setup.py" line="139"/>
        <source>Ruling {ruling}: {question}</source>
        <translation>Auslegung {ruling}: {question}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_setup.py" line="146"/>
        <source>{option} (default)</source>
        <translation>{option} (Vorgabe)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_setup.py" line="152"/>
        <source>What ruling {ruling} means</source>
        <translation>Was Auslegung {ruling} bedeutet</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_setup.py" line="169"/>
        <source>Why the Challenge cannot start</source>
        <translation>Warum die Herausforderung nicht beginnen kann</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_setup.py" line="170"/>
        <source>&amp;Start the Challenge</source>
        <translation>Herausforderung &amp;beginnen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_setup.py" line="171"/>
        <source>Start the Challenge</source>
        <translation>Herausforderung beginnen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_setup.py" line="201"/>
        <source>Challenge: {names}</source>
        <translation>Herausforderung: {names}</translation>
    </message>
</context>
<context>
    <name>ChallengeTracker</name>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="103"/>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="104"/>
        <source>Filter challenge pools</source>
        <translation>Herausforderungspools filtern</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="111"/>
        <source>Challenge pools</source>
        <translation>Herausforderungspools</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="122"/>
        <source>New challenge pool</source>
        <translation>Neuer Herausforderungspool</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="126"/>
        <source>e.g. Cross the storm</source>
        <translation>z. B. Durch den Sturm</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="127"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="132"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="137"/>
        <source>{length} (+{count}d6)</source>
        <translation>{length} (+{count}d6)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="142"/>
        <source>Length</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="146"/>
        <source>Personae</source>
        <translation>Personae</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="150"/>
        <source>&amp;Start challenge</source>
        <translation>Herausforderung &amp;beginnen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="174"/>
        <source>A Persona&apos;s turn</source>
        <translation>Zug einer Persona</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="178"/>
        <source>Persona</source>
        <translation>Persona</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="181"/>
        <source>Their stress die joins</source>
        <translation>Ihr Stresswürfel kommt hinzu</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="187"/>
        <source>Second stress</source>
        <translation>Zweiter Stress</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="190"/>
        <source>their pool, e.g. d8,d6,d6</source>
        <translation>ihr Pool, z. B. d8,d6,d6</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="191"/>
        <source>Their pool</source>
        <translation>Ihr Pool</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="195"/>
        <source>faces, largest die first (blank: roll here)</source>
        <translation>Augenzahlen, größter Würfel zuerst (leer: hier würfeln)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="197"/>
        <source>Their faces</source>
        <translation>Ihre Augenzahlen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="200"/>
        <source>the GM&apos;s faces (blank: roll here)</source>
        <translation>Augenzahlen der SL (leer: hier würfeln)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="201"/>
        <source>GM&apos;s faces</source>
        <translation>Augenzahlen der SL</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="204"/>
        <source>On a success, against</source>
        <translation>Bei Erfolg gegen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="209"/>
        <source>{kind} stress</source>
        <translation>Stress ({kind})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="211"/>
        <source>On a failure, take</source>
        <translation>Bei Fehlschlag nehmen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="214"/>
        <source>Odds</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="218"/>
        <source>&amp;Take turn</source>
        <translation>&amp;Zug ausführen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="221"/>
        <source>Other action</source>
        <translation>Andere Aktion</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="223"/>
        <source>Spend the turn on another test against the same pool</source>
        <translation>Den Zug für eine andere Probe gegen denselben Pool nutzen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="231"/>
        <source>The challenge&apos;s turn</source>
        <translation>Zug der Herausforderung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="236"/>
        <source>Step it up</source>
        <translation>Hochstufen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="241"/>
        <source>Strengthen a die</source>
        <translation>Einen Würfel verstärken</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="243"/>
        <source>Test the Persona above</source>
        <translation>Die Persona oben prüfen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="246"/>
        <source>Their faces set the total to beat; the GM&apos;s faces are the challenge&apos;s roll</source>
        <translation>Ihre Augenzahlen setzen die zu schlagende Summe; die Augenzahlen der SL sind der Wurf der Herausforderung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="250"/>
        <source>Or</source>
        <translation>Oder</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="258"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="278"/>
        <source>(deleted Persona {number})</source>
        <translation>(gelöschte Persona {number})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="336"/>
        <source>No challenge pool yet</source>
        <translation>Noch kein Herausforderungspool</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="338"/>
        <source>Start one below: choose a level, a length and Personae.</source>
        <translation>Beginne unten einen: Wähle Stufe, Dauer und Personae.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="342"/>
        <source>Overcome</source>
        <translation>Überwunden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="346"/>
        <source>{name} · {level} · round {round} · waiting for {names}</source>
        <translation>{name} · {level} · Runde {round} · wartet auf {names}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="348"/>
        <source>{name} · {level} · round {round} · the challenge&apos;s turn</source>
        <translation>{name} · {level} · Runde {round} · Zug der Herausforderung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="350"/>
        <source>{name} · {level} · round {round} · overcome: the pool is empty</source>
        <translation>{name} · {level} · Runde {round} · überwunden: der Pool ist leer</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="402"/>
        <source>none (no stress)</source>
        <translation>keiner (kein Stress)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="405"/>
        <source>{kind} d{sides}</source>
        <translation>{kind} d{sides}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="420"/>
        <source>choose a challenge pool and a Persona</source>
        <translation>wähle einen Herausforderungspool und eine Persona</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="454"/>
        <source>Enter their pool to see the odds.</source>
        <translation>Gib ihren Pool ein, um die Chancen zu sehen.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="458"/>
        <source>{pool} against {opposition}</source>
        <translation>{pool} gegen {opposition}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="461"/>
        <source>{pool} against {opposition} · the GM pays 1 plot point for {kinds} stress</source>
        <translation>{pool} gegen {opposition} · die SL zahlt 1 Plotpunkt für Stress ({kinds})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="465"/>
        <source>{pool} against {opposition} · the GM pays {count} plot points for {kinds} stress</source>
        <translation>{pool} gegen {opposition} · die SL zahlt {count} Plotpunkte für Stress ({kinds})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="471"/>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="504"/>
        <source>Start challenge {name}</source>
        <translation>Herausforderung {name} beginnen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="556"/>
        <source>{persona}&apos;s turn in {challenge}</source>
        <translation>Zug von {persona} in {challenge}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="579"/>
        <source>{persona}&apos;s other action in {challenge}</source>
        <translation>Andere Aktion von {persona} in {challenge}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="597"/>
        <source>Strengthen {challenge}</source>
        <translation>{challenge} verstärken</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="616"/>
        <source>{challenge} tests {persona}</source>
        <translation>{challenge} prüft {persona}</translation>
    </message>
</context>
<context>
    <name>ChallengeWizard</name>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="65"/>
        <source>Surrender the current Strategy (the Persona surrenders)</source>
        <translation>Die aktuelle Strategie aufgeben (die Persona gibt auf)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="68"/>
        <source>Lose the Investment it pursues (the Persona surrenders)</source>
        <translation>Die verfolgte Investition verlieren (die Persona gibt auf)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="71"/>
        <source>Risk Corruption: Surrender is restored (once per Persona)</source>
        <translation>Verderbnis riskieren: Aufgeben wird wiederhergestellt (einmal je Persona)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="74"/>
        <source>Risk Death: Surrender is restored (once per Persona)</source>
        <translation>Tod riskieren: Aufgeben wird wiederhergestellt (einmal je Persona)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="77"/>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="115"/>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="485"/>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="489"/>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1154"/>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1177"/>
        <source>Surrender</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="82"/>
        <source>Persona</source>
        <translation>Persona</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="83"/>
        <source>The Persona taking part</source>
        <translation>Die beteiligte Persona</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="86"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="87"/>
        <source>Active, free, surrendered or dead</source>
        <translation>Aktiv, frei, aufgegeben oder tot</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="90"/>
        <source>Threat</source>
        <translation>Bedrohung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="91"/>
        <source>Threat: a threat comes when it (or Opportunity, ruling R1) is above Guard</source>
        <translation>Bedrohung: Eine Bedrohung kommt, wenn sie (oder die Gelegenheit, Auslegung R1) über der Deckung liegt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="97"/>
        <source>Opportunity</source>
        <translation>Gelegenheit</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="98"/>
        <source>Opportunity: grows with the clock and a Leading Move&apos;s Risk</source>
        <translation>Gelegenheit: wächst mit der Uhr und dem Risiko eines führenden Zugs</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="103"/>
        <source>Danger</source>
        <translation>Gefahr</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="104"/>
        <source>Danger: grows with the clock and the Risk of other Moves</source>
        <translation>Gefahr: wächst mit der Uhr und dem Risiko anderer Züge</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="109"/>
        <source>Guard</source>
        <translation>Deckung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="110"/>
        <source>Guard: a threat&apos;s Strength is Opportunity − Guard + Danger</source>
        <translation>Deckung: Die Stärke einer Bedrohung ist Gelegenheit − Deckung + Gefahr</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="116"/>
        <source>Surrender: at 0 the Persona must choose how it goes on (rule 5)</source>
        <translation>Aufgeben: Bei 0 muss die Persona wählen, wie es weitergeht (Regel 5)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="121"/>
        <source>Fortune</source>
        <translation>Fortuna</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="122"/>
        <source>Fortune: pays for the Scope and extra Strength</source>
        <translation>Fortuna: bezahlt die Reichweite und zusätzliche Stärke</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="125"/>
        <source>Stance</source>
        <translation>Haltung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="126"/>
        <source>The Director&apos;s Stance towards the Persona</source>
        <translation>Die Haltung der Spielleitung gegenüber der Persona</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="129"/>
        <source>Traits</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="130"/>
        <source>The Persona&apos;s Traits (+) and Negative Traits (−) with their Strength</source>
        <translation>Die Merkmale (+) und negativen Merkmale (−) der Persona mit ihrer Stärke</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="143"/>
        <source>{persona} surrenders a Strategy</source>
        <translation>{persona} gibt eine Strategie auf</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="146"/>
        <source>{persona} loses an Investment</source>
        <translation>{persona} verliert eine Investition</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="149"/>
        <source>{persona} risks Corruption</source>
        <translation>{persona} riskiert Verderbnis</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="152"/>
        <source>{persona} risks Death</source>
        <translation>{persona} riskiert den Tod</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="153"/>
        <source>{persona} surrenders</source>
        <translation>{persona} gibt auf</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="167"/>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="515"/>
        <source>Run the clock</source>
        <translation>Uhr laufen lassen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="169"/>
        <source>Name the threats</source>
        <translation>Bedrohungen benennen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="173"/>
        <source>{type} Move of {persona}</source>
        <translation>{type} Zug von {persona}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="185"/>
        <source>Push {persona}</source>
        <translation>{persona} nachlegen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="187"/>
        <source>{persona} designates {target}</source>
        <translation>{persona} bestimmt {target}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="192"/>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="471"/>
        <source>Compromise accepted</source>
        <translation>Kompromiss angenommen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="193"/>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="473"/>
        <source>Compromise refused</source>
        <translation>Kompromiss abgelehnt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="195"/>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="487"/>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1271"/>
        <source>End the Challenge</source>
        <translation>Herausforderung beenden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="203"/>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="610"/>
        <source>Export as replay scenario</source>
        <translation>Als Wiederholungsszenario exportieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="205"/>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>Szenarien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="225"/>
        <source>Could not write {path}: {error}</source>
        <translation>{path} konnte nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="228"/>
        <source>Exported to {path}</source>
        <translation>Nach {path} exportiert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="239"/>
        <source>{names} and {last}</source>
        <translation>{names} und {last}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="269"/>
        <source>Challenge</source>
        <translation>Herausforderung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="270"/>
        <source>Challenge wizard</source>
        <translation>Herausforderungs-Assistent</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="314"/>
        <source>What happens next</source>
        <translation>Was als Nächstes geschieht</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="322"/>
        <source>Where the round stands</source>
        <translation>Wo die Runde steht</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="326"/>
        <source>Each round: the clock, the threats, each Persona&apos;s Move, then the next round</source>
        <translation>Jede Runde: die Uhr, die Bedrohungen, der Zug jeder Persona, dann die nächste Runde</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="339"/>
        <source>Personae in the Challenge</source>
        <translation>Personae in der Herausforderung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="357"/>
        <source>Elements in play</source>
        <translation>Elemente im Spiel</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="366"/>
        <source>What the last step did</source>
        <translation>Was der letzte Schritt bewirkt hat</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="370"/>
        <source>Challenge log</source>
        <translation>Protokoll der Herausforderung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="372"/>
        <source>The last step and the log</source>
        <translation>Der letzte Schritt und das Protokoll</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="373"/>
        <source>Last step</source>
        <translation>Letzter Schritt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="374"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="409"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="411"/>
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="422"/>
        <source>Take back the last step</source>
        <comment>button</comment>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="423"/>
        <source>Take back the last step</source>
        <translation>Letzten Schritt zurücknehmen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="427"/>
        <source>Remove the last step of this Challenge, even one saved before a restart (Edit › Undo brings it back)</source>
        <translation>Den letzten Schritt dieser Herausforderung entfernen, auch einen vor einem Neustart gespeicherten (Bearbeiten › Rückgängig holt ihn zurück)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="437"/>
        <source>The Director&apos;s actions (at any time, apart from the Moves)</source>
        <translation>Aktionen der Spielleitung (jederzeit, außerhalb der Züge)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="438"/>
        <source>The Director&apos;s actions</source>
        <translation>Aktionen der Spielleitung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="443"/>
        <source>Persona to push</source>
        <translation>Persona zum Nachlegen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="445"/>
        <source>P&amp;ush</source>
        <translation>&amp;Nachlegen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="445"/>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="451"/>
        <source>Push</source>
        <translation>Nachlegen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="450"/>
        <source>Why no Push</source>
        <translation>Warum kein Nachlegen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="457"/>
        <source>Free Persona who designates</source>
        <translation>Freie Persona, die bestimmt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="459"/>
        <source>Persona designated</source>
        <translation>Bestimmte Persona</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="460"/>
        <source>Desi&amp;gnate</source>
        <translation>Be&amp;stimmen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="460"/>
        <source>Designate</source>
        <translation>Bestimmen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="462"/>
        <source>Free Persona</source>
        <translation>Freie Persona</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="464"/>
        <source>designates</source>
        <translation>bestimmt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="469"/>
        <source>Compromise offered (for the log)</source>
        <translation>Angebotener Kompromiss (für das Protokoll)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="470"/>
        <source>Compromise offered</source>
        <translation>Angebotener Kompromiss</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="471"/>
        <source>Accepted</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="473"/>
        <source>Refused</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="479"/>
        <source>Compromise</source>
        <translation>Kompromiss</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="484"/>
        <source>Persona who surrenders</source>
        <translation>Persona, die aufgibt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="485"/>
        <source>Surrender by choice</source>
        <translation>Freiwillig aufgeben</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="487"/>
        <source>&amp;End the Challenge</source>
        <translation>Herausforderung b&amp;eenden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="493"/>
        <source>Why the Director&apos;s step is refused</source>
        <translation>Warum der Schritt der Spielleitung abgelehnt wird</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="509"/>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="772"/>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="513"/>
        <source>Before the clock</source>
        <translation>Vor der Uhr</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="515"/>
        <source>Run the &amp;clock</source>
        <translation>&amp;Uhr laufen lassen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="518"/>
        <source>Why the clock is refused</source>
        <translation>Warum die Uhr abgelehnt wird</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="524"/>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="773"/>
        <source>Threats</source>
        <translation>Bedrohungen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="528"/>
        <source>The clock&apos;s effect on each Persona</source>
        <translation>Die Wirkung der Uhr auf jede Persona</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="533"/>
        <source>&amp;Issue the threats</source>
        <translation>Bedrohungen &amp;aussprechen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="533"/>
        <source>Issue the threats</source>
        <translation>Bedrohungen aussprechen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="536"/>
        <source>Why the threats are refused</source>
        <translation>Warum die Bedrohungen abgelehnt werden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="548"/>
        <source>Moves this round</source>
        <translation>Züge dieser Runde</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="553"/>
        <source>Next round: run the cloc&amp;k</source>
        <translation>Nächste Runde: U&amp;hr laufen lassen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="553"/>
        <source>Next round: run the clock</source>
        <translation>Nächste Runde: Uhr laufen lassen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="556"/>
        <source>Why the next round is refused</source>
        <translation>Warum die nächste Runde abgelehnt wird</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="566"/>
        <source>Surrender 0</source>
        <translation>Aufgeben 0</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="570"/>
        <source>Who must choose</source>
        <translation>Wer wählen muss</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="573"/>
        <source>Characteristic to corrupt</source>
        <translation>Zu verderbende Eigenschaft</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="577"/>
        <source>If a Corruption applies, among the lowest Characteristics:</source>
        <translation>Falls Verderbnis eintritt, unter den niedrigsten Eigenschaften:</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="583"/>
        <source>Why the choice is refused</source>
        <translation>Warum die Wahl abgelehnt wird</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="589"/>
        <source>The Challenge has ended</source>
        <translation>Die Herausforderung ist beendet</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="593"/>
        <source>Outcome</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="601"/>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="605"/>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1009"/>
        <source>&amp;Apply the results to the campaign</source>
        <translation>Ergebnisse auf die Kampagne &amp;anwenden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="606"/>
        <source>Apply the results to the campaign</source>
        <translation>Ergebnisse auf die Kampagne anwenden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="610"/>
        <source>E&amp;xport as replay scenario…</source>
        <translation>Als Wiederholungsszenario e&amp;xportieren…</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="613"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="613"/>
        <source>Close the wizard</source>
        <translation>Assistenten schließen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="622"/>
        <source>Export or apply message</source>
        <translation>Meldung zu Export oder Anwendung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="636"/>
        <source>Start the Challenge {title}</source>
        <translation>Herausforderung {title} beginnen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="650"/>
        <source>Challenge: {title}</source>
        <translation>Herausforderung: {title}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="700"/>
        <source>The Challenge is set up. Each round goes: the clock, the threats, then each Persona&apos;s Move.</source>
        <translation>Die Herausforderung ist vorbereitet. Jede Runde läuft so: die Uhr, die Bedrohungen, dann der Zug jeder Persona.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="706"/>
        <source>Run the &amp;clock: start round 1</source>
        <translation>&amp;Uhr laufen lassen: Runde 1 beginnen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="724"/>
        <source>The Challenge is over · its results are applied to the campaign.</source>
        <translation>Die Herausforderung ist vorbei · ihre Ergebnisse sind auf die Kampagne angewendet.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="726"/>
        <source>The Challenge is over · the Director applies its results to the campaign.</source>
        <translation>Die Herausforderung ist vorbei · die Spielleitung wendet ihre Ergebnisse auf die Kampagne an.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="731"/>
        <source>Round {round} · {name} is at Surrender 0: {name}&apos;s Actor chooses what happens.</source>
        <translation>Runde {round} · {name} steht bei Aufgeben 0: Der Akteur von {name} wählt, was geschieht.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="734"/>
        <source>Set-up · the Director runs the clock to start round 1.</source>
        <translation>Vorbereitung · die Spielleitung lässt die Uhr laufen, um Runde 1 zu beginnen.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="739"/>
        <source>Round {round} · Threats: no one is threatened; the Director goes on.</source>
        <translation>Runde {round} · Bedrohungen: Niemand ist bedroht; die Spielleitung macht weiter.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="742"/>
        <source>Round {round} · Threats: the Director names a Negative Trait for {names}, then issues the threats.</source>
        <translation>Runde {round} · Bedrohungen: Die Spielleitung benennt ein negatives Merkmal für {names} und spricht dann die Bedrohungen aus.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="747"/>
        <source>Round {round} · {name}&apos;s Move: {hint}.</source>
        <translation>Runde {round} · Zug von {name}: {hint}.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="751"/>
        <source>Round {round} · Every Persona has moved: the Director runs the clock for round {next}.</source>
        <translation>Runde {round} · Jede Persona hat gezogen: Die Spielleitung lässt die Uhr für Runde {next} laufen.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="778"/>
        <source>{name}&apos;s Move</source>
        <translation>Zug von {name}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="780"/>
        <source>{name} at Surrender 0</source>
        <translation>{name} bei Aufgeben 0</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="782"/>
        <source>Next round</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="792"/>
        <source>Round {round}: {steps}</source>
        <translation>Runde {round}: {steps}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="820"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="826"/>
        <source>{name} · {heading}: {value}</source>
        <translation>{name} · {heading}: {value}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="840"/>
        <source>&lt;b&gt;Element {name}&lt;/b&gt;, Scale {scale}: {traits}</source>
        <translation>&lt;b&gt;Element {name}&lt;/b&gt;, Maßstab {scale}: {traits}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="842"/>
        <source>&lt;b&gt;Element {name}&lt;/b&gt;, Scale {scale}</source>
        <translation>&lt;b&gt;Element {name}&lt;/b&gt;, Maßstab {scale}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="852"/>
        <source>Nothing has happened yet.</source>
        <translation>Noch ist nichts geschehen.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="858"/>
        <source>Telling check: {check}</source>
        <translation>Wirkungsprüfung: {check}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="862"/>
        <source>Last step:</source>
        <translation>Letzter Schritt:</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="873"/>
        <source>The clock will change no one&apos;s Opportunity or Danger.</source>
        <translation>Die Uhr wird niemandes Gelegenheit oder Gefahr ändern.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="874"/>
        <source>The clock will give:</source>
        <translation>Die Uhr wird geben:</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="884"/>
        <source>The clock of round {round}:</source>
        <translation>Die Uhr der Runde {round}:</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="888"/>
        <source>No Persona is affected.</source>
        <translation>Keine Persona ist betroffen.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="902"/>
        <source>No Persona is threatened this round; issue the (empty) threats step.</source>
        <translation>Keine Persona ist in dieser Runde bedroht; führe den (leeren) Bedrohungsschritt aus.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="909"/>
        <source>{name} is threatened. Name the Negative Trait:</source>
        <translation>{name} ist bedroht. Benenne das negative Merkmal:</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="912"/>
        <source>Threat {round}</source>
        <translation>Bedrohung {round}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="913"/>
        <source>Threat against {name}</source>
        <translation>Bedrohung gegen {name}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="931"/>
        <source>Moves (step 3): each Persona still in play may make one Move this round.</source>
        <translation>Züge (Schritt 3): Jede Persona im Spiel darf in dieser Runde einen Zug machen.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="934"/>
        <source>{note} Already moved: {names}.</source>
        <translation>{note} Bereits gezogen: {names}.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="939"/>
        <source>Every Persona still in play has moved this round. Run the clock.</source>
        <translation>Jede Persona im Spiel hat in dieser Runde gezogen. Lass die Uhr laufen.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="954"/>
        <source>{name} is at Surrender 0 and must choose (rule 5). Only this choice or a compromise may come now.</source>
        <translation>{name} steht bei Aufgeben 0 und muss wählen (Regel 5). Jetzt kann nur diese Wahl oder ein Kompromiss kommen.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="971"/>
        <source>the first of the lowest</source>
        <translation>die erste der niedrigsten</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="974"/>
        <source>{name} ({value})</source>
        <translation>{name} ({value})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="987"/>
        <source>Outcome: {outcome}.</source>
        <translation>Ausgang: {outcome}.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="993"/>
        <source>record on the sheet by hand</source>
        <translation>von Hand auf dem Bogen eintragen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="995"/>
        <source>✔ applied to the campaign</source>
        <translation>✔ auf die Kampagne angewendet</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="997"/>
        <source>will be applied to the campaign</source>
        <translation>wird auf die Kampagne angewendet</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1001"/>
        <source>Results:</source>
        <translation>Ergebnisse:</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1003"/>
        <source>No lasting changes.</source>
        <translation>Keine bleibenden Änderungen.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1007"/>
        <source>Results applied (Edit › Undo takes them back)</source>
        <translation>Ergebnisse angewendet (Bearbeiten › Rückgängig nimmt sie zurück)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1041"/>
        <source>the Challenge has ended (A.8)</source>
        <translation>die Herausforderung ist beendet (A.8)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1043"/>
        <source>no Persona is in play</source>
        <translation>keine Persona ist im Spiel</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1050"/>
        <source>No Push: {reason}</source>
        <translation>Kein Nachlegen: {reason}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1061"/>
        <source>Only a free Persona designates an active one (rule 6)</source>
        <translation>Nur eine freie Persona bestimmt eine aktive (Regel 6)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1083"/>
        <source>the step was not saved</source>
        <translation>der Schritt wurde nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1097"/>
        <source>Take back: {step}</source>
        <translation>Zurücknehmen: {step}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1132"/>
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
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1145"/>
        <source>Risk Death</source>
        <translation>Tod riskieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1147"/>
        <source>{name} risks Death: Surrender comes back now, but if {name} is forced to surrender later, {name} dies (rule 5.2). A Persona risks Death only once.</source>
        <translation>{name} riskiert den Tod: Aufgeben kehrt jetzt zurück, doch muss {name} später aufgeben, stirbt {name} (Regel 5.2). Eine Persona riskiert den Tod nur einmal.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1156"/>
        <source>{name} has risked Death: surrendering now, {name} dies and takes no further part (rule 5.2).</source>
        <translation>{name} hat den Tod riskiert: Gibt {name} jetzt auf, stirbt {name} und nimmt nicht weiter teil (Regel 5.2).</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1162"/>
        <source>{name} surrenders the current Strategy and leaves the Challenge: {name} takes no further part in it ({rule}).</source>
        <translation>{name} gibt die aktuelle Strategie auf und verlässt die Herausforderung: {name} nimmt nicht weiter daran teil ({rule}).</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1166"/>
        <source>{name} loses the Investment it pursues and leaves the Challenge: {name} takes no further part in it ({rule}).</source>
        <translation>{name} verliert die verfolgte Investition und verlässt die Herausforderung: {name} nimmt nicht weiter daran teil ({rule}).</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1172"/>
        <source>{name} surrenders and leaves the Challenge: {name} takes no further part in it ({rule}).</source>
        <translation>{name} gibt auf und verlässt die Herausforderung: {name} nimmt nicht weiter daran teil ({rule}).</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1176"/>
        <source>rule 5</source>
        <translation>Regel 5</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1176"/>
        <source>rule 5.4</source>
        <translation>Regel 5.4</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1220"/>
        <source>The Actors accept the compromise ({offer}): the Challenge ends for everyone (rule 6.2), and its results can then be applied to the campaign.</source>
        <translation>Die Akteure nehmen den Kompromiss an ({offer}): Die Herausforderung endet für alle (Regel 6.2), und ihre Ergebnisse können dann auf die Kampagne angewendet werden.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1225"/>
        <source>The Actors accept the compromise: the Challenge ends for everyone (rule 6.2), and its results can then be applied to the campaign.</source>
        <translation>Die Akteure nehmen den Kompromiss an: Die Herausforderung endet für alle (Regel 6.2), und ihre Ergebnisse können dann auf die Kampagne angewendet werden.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1229"/>
        <source>Accept the compromise</source>
        <translation>Kompromiss annehmen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1257"/>
        <source>End the Challenge now? It ends for everyone; its results can then be applied to the campaign.</source>
        <translation>Die Herausforderung jetzt beenden? Sie endet für alle; ihre Ergebnisse können dann auf die Kampagne angewendet werden.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1262"/>
        <source>End the Challenge now? It ends for everyone: {names} takes no further part; its results can then be applied to the campaign.</source>
        <translation>Die Herausforderung jetzt beenden? Sie endet für alle: {names} nimmt nicht weiter teil; ihre Ergebnisse können dann auf die Kampagne angewendet werden.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1267"/>
        <source>End the Challenge now? It ends for everyone: {names} take no further part; its results can then be applied to the campaign.</source>
        <translation>Die Herausforderung jetzt beenden? Sie endet für alle: {names} nehmen nicht weiter teil; ihre Ergebnisse können dann auf die Kampagne angewendet werden.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1301"/>
        <source>Apply the results of {title}</source>
        <translation>Ergebnisse von {title} anwenden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/challenge_wizard.py" line="1308"/>
        <source>The results are applied. Edit › Undo takes them back.</source>
        <translation>Die Ergebnisse sind angewendet. Bearbeiten › Rückgängig nimmt sie zurück.</translation>
    </message>
</context>
<context>
    <name>CortexActions</name>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="62"/>
        <source>Failure: the reaction exceeds the action by {margin}</source>
        <translation>Fehlschlag: Die Reaktion übertrifft die Aktion um {margin}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="66"/>
        <source>Heroic success by {margin}: effect die steps up to {effect}</source>
        <translation>Heldenhafter Erfolg um {margin}: Der Effektwürfel steigt auf {effect}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="70"/>
        <source>Success (a tie goes to the action): the reaction does not exceed the action; effect die {effect}</source>
        <translation>Erfolg (Gleichstand geht an die Aktion): Die Reaktion übertrifft die Aktion nicht; Effektwürfel {effect}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="75"/>
        <source>Success: the reaction does not exceed the action; effect die {effect}</source>
        <translation>Erfolg: Die Reaktion übertrifft die Aktion nicht; Effektwürfel {effect}</translation>
    </message>
</context>
<context>
    <name>CortexTestPanel</name>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="76"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="81"/>
        <source>1 plot point</source>
        <translation>1 Plotpunkt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="82"/>
        <source>{count} plot points</source>
        <translation>{count} Plotpunkte</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="91"/>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="99"/>
        <source>the GM pays {points} for {kinds} stress in the opposition</source>
        <translation>die SL zahlt {points} für Stress ({kinds}) im Widerstand</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="106"/>
        <source>plot points {before} → {after}</source>
        <translation>Plotpunkte {before} → {after}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="112"/>
        <source>{kind} stress {before} → {after} (stressed out)</source>
        <translation>Stress ({kind}) {before} → {after} (ausgeschaltet)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="114"/>
        <source>{kind} stress {before} → {after}</source>
        <translation>Stress ({kind}) {before} → {after}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="136"/>
        <source>Test</source>
        <translation>Probe</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="150"/>
        <source>your pool, e.g. d8,d6,d6</source>
        <translation>dein Pool, z. B. d8,d6,d6</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="154"/>
        <source>Dice past two in the total: one plot point each</source>
        <translation>Würfel über zwei hinaus in der Summe: je ein Plotpunkt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="157"/>
        <source>extra dice in the total</source>
        <translation>Zusatzwürfel in der Summe</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="159"/>
        <source>Your pool</source>
        <translation>Dein Pool</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="163"/>
        <source>the GM&apos;s pool, e.g. d10,d8,d6</source>
        <translation>Pool der SL, z. B. d10,d8,d6</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="171"/>
        <source>Against</source>
        <translation>Gegen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="177"/>
        <source>Stress</source>
        <translation>Stress</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="202"/>
        <source>Second stress</source>
        <translation>Zweiter Stress</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="209"/>
        <source>Exact odds</source>
        <translation>Genaue Chancen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="214"/>
        <source>your faces, largest die first (blank: roll here)</source>
        <translation>deine Augenzahlen, größter Würfel zuerst (leer: hier würfeln)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="216"/>
        <source>Your faces</source>
        <translation>Deine Augenzahlen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="220"/>
        <source>the GM&apos;s faces, largest die first (blank: roll here)</source>
        <translation>Augenzahlen der SL, größter Würfel zuerst (leer: hier würfeln)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="222"/>
        <source>GM&apos;s faces</source>
        <translation>Augenzahlen der SL</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="225"/>
        <source>Roll the test</source>
        <translation>Probe würfeln</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="232"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="234"/>
        <source>Apply to the sheet</source>
        <translation>Auf den Bogen anwenden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="255"/>
        <source>The GM&apos;s effect die (named by the GM against a number)</source>
        <translation>Der Effektwürfel der SL (von der SL genannt, wenn gegen eine Zahl gewürfelt wird)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="257"/>
        <source>Take stress</source>
        <translation>Stress nehmen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="260"/>
        <source>type</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="262"/>
        <source>at</source>
        <translation>mit</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="266"/>
        <source>After a failure</source>
        <translation>Nach einem Fehlschlag</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="317"/>
        <source>No stress</source>
        <translation>Kein Stress</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="322"/>
        <source>{kind} {die}</source>
        <translation>{kind} {die}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="383"/>
        <source>no Persona</source>
        <translation>keine Persona</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="399"/>
        <source>The GM gives {name} {points} for {kinds} stress when the test is applied.</source>
        <translation>Die SL gibt {name} {points} für Stress ({kinds}), wenn die Probe angewendet wird.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="482"/>
        <source>{pool} against {against}: hitch {hitch}%</source>
        <translation>{pool} gegen {against}: Patzer {hitch} %</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="494"/>
        <source>fix the entries above before rolling</source>
        <translation>berichtige die Eingaben oben vor dem Wurf</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="534"/>
        <source>&lt;b&gt;Total {total}&lt;/b&gt; · effect die {effect} · hitches {hitches} · &lt;b&gt;Botch&lt;/b&gt;</source>
        <translation>&lt;b&gt;Summe {total}&lt;/b&gt; · Effektwürfel {effect} · Patzer {hitches} · &lt;b&gt;Totalpatzer&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="536"/>
        <source>&lt;b&gt;Total {total}&lt;/b&gt; · effect die {effect} · hitches {hitches}</source>
        <translation>&lt;b&gt;Summe {total}&lt;/b&gt; · Effektwürfel {effect} · Patzer {hitches}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="539"/>
        <source>You: {roll}</source>
        <translation>Du: {roll}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="548"/>
        <source>GM: {roll} → difficulty {total}, effect die {effect}</source>
        <translation>SL: {roll} → Schwierigkeit {total}, Effektwürfel {effect}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="555"/>
        <source>Against {difficulty}</source>
        <translation>Gegen {difficulty}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="561"/>
        <source>If the failure harms you, you take stress at the GM&apos;s effect die (the GM&apos;s type)</source>
        <translation>Schadet dir der Fehlschlag, nimmst du Stress in Höhe des Effektwürfels der SL (Art nach Wahl der SL)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="566"/>
        <source>If the failure harms you, you take stress at the GM&apos;s effect die, {die} (the GM&apos;s type)</source>
        <translation>Schadet dir der Fehlschlag, nimmst du Stress in Höhe des Effektwürfels der SL, {die} (Art nach Wahl der SL)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="573"/>
        <source>To apply: {changes}</source>
        <translation>Anzuwenden: {changes}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="609"/>
        <source>{name} is paid {points} by the GM for {kinds} stress in a test</source>
        <translation>{name} erhält von der SL {points} für Stress ({kinds}) in einer Probe</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="615"/>
        <source>{name} pushes {kind} stress in a test</source>
        <translation>{name} setzt Stress ({kind}) verstärkt in einer Probe ein</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="619"/>
        <source>{name} uses d4 {kind} stress in a test</source>
        <translation>{name} nutzt d4-Stress ({kind}) in einer Probe</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="623"/>
        <source>{name} pays for extra dice in a test</source>
        <translation>{name} bezahlt Zusatzwürfel in einer Probe</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="629"/>
        <source>Applied: {changes}</source>
        <translation>Angewendet: {changes}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="651"/>
        <source>{name} takes {kind} stress after a failed test</source>
        <translation>{name} nimmt Stress ({kind}) nach einer misslungenen Probe</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="662"/>
        <source>Took {kind} stress: {before} → {after} (stressed out)</source>
        <translation>Stress ({kind}) genommen: {before} → {after} (ausgeschaltet)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_test_panel.py" line="664"/>
        <source>Took {kind} stress: {before} → {after}</source>
        <translation>Stress ({kind}) genommen: {before} → {after}</translation>
    </message>
</context>
<context>
    <name>DicePoolEditor</name>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/dice_pool.py" line="36"/>
        <source>Add:</source>
        <translation>Hinzufügen:</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/dice_pool.py" line="41"/>
        <source>Add a {die} to the pool</source>
        <translation>Einen {die} zum Pool hinzufügen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/dice_pool.py" line="51"/>
        <source>Dice in the pool</source>
        <translation>Würfel im Pool</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/dice_pool.py" line="57"/>
        <source>The pool, largest die first; choose a die to step or remove</source>
        <translation>Der Pool, größter Würfel zuerst; wähle einen Würfel zum Stufen oder Entfernen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/dice_pool.py" line="62"/>
        <source>Step &amp;up</source>
        <translation>&amp;Hochstufen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/dice_pool.py" line="63"/>
        <source>Step &amp;down</source>
        <translation>&amp;Herunterstufen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/dice_pool.py" line="64"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/dice_pool.py" line="65"/>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
</context>
<context>
    <name>DifficultyInputs</name>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/dice_common.py" line="75"/>
        <source>{level} (2{die})</source>
        <translation>{level} (2{die})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/dice_common.py" line="97"/>
        <source>A level (the GM rolls it)</source>
        <extracomment>What a roll is against, in the order of ``DifficultyInputs.mode_combo``.</extracomment>
        <translation>Eine Stufe (die SL würfelt sie)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/dice_common.py" line="98"/>
        <source>A number</source>
        <translation>Eine Zahl</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/dice_common.py" line="99"/>
        <source>An opposition pool</source>
        <translation>Ein Widerstandspool</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/dice_common.py" line="109"/>
        <source>Number to beat</source>
        <translation>Zu schlagende Zahl</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/dice_common.py" line="112"/>
        <source>Opposition pool</source>
        <translation>Widerstandspool</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/dice_common.py" line="56"/>
        <source>pool</source>
        <extracomment>What a pool typed in is called in a refusal (&quot;your pool: write the dice, ...&quot;).</extracomment>
        <translation>Pool</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/dice_common.py" line="57"/>
        <source>opposition pool</source>
        <translation>Widerstandspool</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/dice_common.py" line="58"/>
        <source>your pool</source>
        <translation>dein Pool</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/dice_common.py" line="59"/>
        <source>their pool</source>
        <translation>ihr Pool</translation>
    </message>
</context>
<context>
    <name>MoveBuilder</name>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="84"/>
        <source>Stunt {value}</source>
        <extracomment>Each Move type&apos;s name (a game term: shown through ``game_term``).</extracomment>
        <translation>Kunststück {value}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="88"/>
        <source>Pool {total} = {parts} (that is {raw}; a pool below 0 counts as 0)</source>
        <translation>Pool {total} = {parts} (das ist {raw}; ein Pool unter 0 zählt als 0)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="91"/>
        <source>Pool {total} = {parts}</source>
        <translation>Pool {total} = {parts}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="181"/>
        <source>&amp;Acting Persona</source>
        <translation>&amp;Handelnde Persona</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="183"/>
        <source>Acting Persona</source>
        <translation>Handelnde Persona</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="186"/>
        <source>&amp;Declares</source>
        <translation>&amp;Erklärt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="188"/>
        <source>Declared action</source>
        <translation>Erklärte Aktion</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="189"/>
        <source>What the Persona does (kept in the log)</source>
        <translation>Was die Persona tut (kommt ins Protokoll)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="204"/>
        <source>Move type</source>
        <translation>Zugart</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="215"/>
        <source>{type} Move</source>
        <translation>{type} Zug</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="224"/>
        <source>Why not {type}</source>
        <translation>Warum nicht {type}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="236"/>
        <source>Pool and Scope</source>
        <translation>Pool und Reichweite</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="241"/>
        <source>S&amp;tunt offered and accepted</source>
        <translation>&amp;Kunststück angeboten und angenommen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="243"/>
        <source>Stunt offered and accepted</source>
        <translation>Kunststück angeboten und angenommen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="249"/>
        <source>Target </source>
        <translation>Zielzahl </translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="250"/>
        <source>Stunt Target</source>
        <translation>Zielzahl des Kunststücks</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="255"/>
        <source>Stunt</source>
        <translation>Kunststück</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="261"/>
        <source>Aid from</source>
        <translation>Hilfe von</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="265"/>
        <source>time </source>
        <translation>Zeit </translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="266"/>
        <source>Scope: time</source>
        <translation>Reichweite: Zeit</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="269"/>
        <source>significance </source>
        <translation>Bedeutung </translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="270"/>
        <source>Scope: significance</source>
        <translation>Reichweite: Bedeutung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="273"/>
        <source>Scope </source>
        <translation>Reichweite </translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="274"/>
        <source>Scope</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="276"/>
        <source>Scope total</source>
        <translation>Reichweite gesamt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="282"/>
        <source>Scope (Director)</source>
        <translation>Reichweite (Spielleitung)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="285"/>
        <source>dice </source>
        <translation>Würfel </translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="286"/>
        <source>Scope paid with dice</source>
        <translation>Reichweite mit Würfeln bezahlt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="290"/>
        <source>Scope paid with Fortune</source>
        <translation>Reichweite mit Fortuna bezahlt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="295"/>
        <source>Pay the Scope</source>
        <translation>Reichweite bezahlen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="298"/>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="305"/>
        <source>Exact odds of the dice to roll</source>
        <translation>Genaue Chancen der zu würfelnden Würfel</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="310"/>
        <source>Dice to roll</source>
        <translation>Zu würfelnde Würfel</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="317"/>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="323"/>
        <source>Dice due</source>
        <translation>Fällige Würfel</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="326"/>
        <source>&amp;Roll in the app</source>
        <translation>In der App &amp;würfeln</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="327"/>
        <source>Roll the dice due in the app (Ctrl+R)</source>
        <translation>Die fälligen Würfel in der App würfeln (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="328"/>
        <source>Roll in the app</source>
        <translation>In der App würfeln</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="341"/>
        <source>Dice rolled</source>
        <translation>Gewürfelte Würfel</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="353"/>
        <source>Use of Power</source>
        <translation>Einsatz der Kraft</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="360"/>
        <source>Trait the Defensive Move lowers</source>
        <translation>Merkmal, das der defensive Zug senkt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="363"/>
        <source>Defends against</source>
        <translation>Wehrt ab</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="367"/>
        <source>Trait the Recovery Move changes</source>
        <translation>Merkmal, das der Erholungszug ändert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="371"/>
        <source>Recovery &amp;target</source>
        <translation>Ziel der Erh&amp;olung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="373"/>
        <source>What the Leading Move does</source>
        <translation>Was der führende Zug bewirkt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="375"/>
        <source>Create a Trait</source>
        <translation>Ein Merkmal erschaffen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="376"/>
        <source>Create an Element</source>
        <translation>Ein Element erschaffen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="377"/>
        <source>Destroy an Element</source>
        <translation>Ein Element zerstören</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="382"/>
        <source>&amp;Leading</source>
        <translation>&amp;Führend</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="384"/>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="387"/>
        <source>Name of the new Trait or Element</source>
        <translation>Name des neuen Merkmals oder Elements</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="391"/>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="393"/>
        <source>New Trait on</source>
        <translation>Neues Merkmal auf</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="395"/>
        <source>Trait &amp;on</source>
        <translation>Merkmal &amp;auf</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="398"/>
        <source>Extra Fortune</source>
        <translation>Zusätzliche Fortuna</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="400"/>
        <source>E&amp;xtra Fortune</source>
        <translation>&amp;Zusätzliche Fortuna</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="402"/>
        <source>Element to destroy</source>
        <translation>Zu zerstörendes Element</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="404"/>
        <source>&amp;Element</source>
        <translation>E&amp;lement</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="412"/>
        <source>Traits that affect this Move (ruling R10)</source>
        <translation>Merkmale, die diesen Zug beeinflussen (Auslegung R10)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="418"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="423"/>
        <source>Narrate the outcome (kept in the log)</source>
        <translation>Den Ausgang erzählen (kommt ins Protokoll)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="424"/>
        <source>Narration</source>
        <translation>Erzählung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="430"/>
        <source>What the Move will do</source>
        <translation>Was der Zug bewirken wird</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="432"/>
        <source>Why the Move is refused</source>
        <translation>Warum der Zug abgelehnt wird</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="435"/>
        <source>A&amp;pply the Move</source>
        <translation>Zug an&amp;wenden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="436"/>
        <source>Apply the Move and save it (Ctrl+Enter)</source>
        <translation>Den Zug anwenden und speichern (Ctrl+Enter)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="437"/>
        <source>Apply the Move</source>
        <translation>Zug anwenden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="498"/>
        <source>{name} ({aid} {value})</source>
        <translation>{name} ({aid} {value})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="506"/>
        <source>Aid from {name}</source>
        <translation>Hilfe von {name}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="517"/>
        <source>no Persona may move now</source>
        <translation>keine Persona darf jetzt ziehen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="562"/>
        <source>does not apply</source>
        <translation>wirkt nicht</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="563"/>
        <source>Risk</source>
        <translation>Risiko</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="564"/>
        <source>Power</source>
        <translation>Kraft</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="571"/>
        <source>Trait {trait} of {holder} affects</source>
        <translation>Merkmal {trait} von {holder} beeinflusst</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="599"/>
        <source>{name} (a Trait)</source>
        <translation>{name} (ein Merkmal)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="603"/>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="624"/>
        <source>{trait} — Negative Trait on {holder}, Strength {strength}</source>
        <translation>{trait} — negatives Merkmal auf {holder}, Stärke {strength}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="605"/>
        <source>{trait} — Trait on {holder}, Strength {strength}</source>
        <translation>{trait} — Merkmal auf {holder}, Stärke {strength}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="615"/>
        <source>{name} (a Negative Trait on the Element)</source>
        <translation>{name} (ein negatives Merkmal auf dem Element)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="619"/>
        <source>{name}, Scale {scale}</source>
        <translation>{name}, Maßstab {scale}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="686"/>
        <source>= Scope {scope}</source>
        <translation>= Reichweite {scope}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="689"/>
        <source>No Persona may move now.</source>
        <translation>Keine Persona darf jetzt ziehen.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="691"/>
        <source>No Move type is legal now.</source>
        <translation>Jetzt ist keine Zugart erlaubt.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="709"/>
        <source>+ Fortune {paid} (has {fortune})</source>
        <translation>+ Fortuna {paid} (hat {fortune})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="736"/>
        <source>{trait}, Strength {strength}</source>
        <translation>{trait}, Stärke {strength}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="762"/>
        <source>No dice are left to roll: the Result is a Miss (rule 3.8a).</source>
        <translation>Es bleiben keine Würfel zu würfeln: Das Ergebnis ist ein Fehlschlag (Regel 3.8a).</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="764"/>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="776"/>
        <source>Miss</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="768"/>
        <source>1 die to roll; the Stunt Achieves if any die shows {target}.</source>
        <translation>1 Würfel zu würfeln; das Kunststück gelingt, wenn ein Würfel {target} zeigt.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="771"/>
        <source>{count} dice to roll; the Stunt Achieves if any die shows {target}.</source>
        <translation>{count} Würfel zu würfeln; das Kunststück gelingt, wenn ein Würfel {target} zeigt.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="775"/>
        <source>Achieve</source>
        <translation>Gelingen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="780"/>
        <source>1 die to roll; the chances are for keeping the highest die.</source>
        <translation>1 Würfel zu würfeln; die Chancen gelten für das Behalten des höchsten Würfels.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="783"/>
        <source>{count} dice to roll; the chances are for keeping the highest die.</source>
        <translation>{count} Würfel zu würfeln; die Chancen gelten für das Behalten des höchsten Würfels.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="790"/>
        <source>Number {face}</source>
        <translation>Zahl {face}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="809"/>
        <source>pool {total} − {paid} paid for the Scope</source>
        <translation>Pool {total} − {paid} für die Reichweite bezahlt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="811"/>
        <source>pool {total}</source>
        <translation>Pool {total}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="814"/>
        <source>No dice to roll ({why}): the Result is a Miss (rule 3.8a).</source>
        <translation>Keine Würfel zu würfeln ({why}): Das Ergebnis ist ein Fehlschlag (Regel 3.8a).</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="818"/>
        <source>Type 1 die: {why}. Or roll them in the app.</source>
        <translation>Gib 1 Würfel ein: {why}. Oder würfle in der App.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="819"/>
        <source>Type {count} dice: {why}. Or roll them in the app.</source>
        <translation>Gib {count} Würfel ein: {why}. Oder würfle sie in der App.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="843"/>
        <source>Die {number} of {count}</source>
        <translation>Würfel {number} von {count}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="847"/>
        <source>The face of die {number} of {count} (1 to 6)</source>
        <translation>Die Augenzahl von Würfel {number} von {count} (1 bis 6)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="899"/>
        <source>{typed} of {due} dice typed.</source>
        <translation>{typed} von {due} Würfeln eingegeben.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="907"/>
        <source>no dice</source>
        <translation>keine Würfel</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="908"/>
        <source>Dice: {faces}</source>
        <translation>Würfel: {faces}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="912"/>
        <source>keep {face}</source>
        <translation>{face} behalten</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="915"/>
        <source>Keep die {number} showing {face}</source>
        <translation>Würfel {number} mit {face} behalten</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="941"/>
        <source>no Move type is legal now</source>
        <translation>jetzt ist keine Zugart erlaubt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="945"/>
        <source>type the other {left} of the {due} dice</source>
        <translation>gib die übrigen {left} der {due} Würfel ein</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="949"/>
        <source>choose the Move type, then roll or type 1 die</source>
        <translation>wähle die Zugart, dann würfle 1 Würfel oder gib ihn ein</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="950"/>
        <source>choose the Move type, then roll or type {count} dice</source>
        <translation>wähle die Zugart, dann würfle {count} Würfel oder gib sie ein</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="953"/>
        <source>choose the die to keep, then apply the Move</source>
        <translation>wähle den zu behaltenden Würfel, dann wende den Zug an</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="954"/>
        <source>apply the Move</source>
        <translation>wende den Zug an</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="956"/>
        <source>the rules refuse this Move: see why, and change it</source>
        <translation>die Regeln lehnen diesen Zug ab: sieh nach, warum, und ändere ihn</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="975"/>
        <source>No Persona may make a Move now</source>
        <translation>Keine Persona darf jetzt einen Zug machen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="977"/>
        <source>Roll the dice or type their faces first</source>
        <translation>Würfle zuerst oder gib die Augenzahlen ein</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="1005"/>
        <source>Choose the Trait the Recovery Move changes</source>
        <translation>Wähle das Merkmal, das der Erholungszug ändert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="1013"/>
        <source>Choose the Element to destroy</source>
        <translation>Wähle das zu zerstörende Element</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="1019"/>
        <source>Name the new Trait</source>
        <translation>Benenne das neue Merkmal</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="1020"/>
        <source>Name the new Element</source>
        <translation>Benenne das neue Element</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/move_builder.py" line="1074"/>
        <source>This Move will do:</source>
        <translation>Dieser Zug bewirkt:</translation>
    </message>
</context>
<context>
    <name>OddsBar</name>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/odds_bar.py" line="36"/>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/odds_bar.py" line="43"/>
        <source>{label} {fraction} ({percent})</source>
        <translation>{label} {fraction} ({percent})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/odds_bar.py" line="76"/>
        <source>{label}: {percent} ({fraction})</source>
        <translation>{label}: {percent} ({fraction})</translation>
    </message>
</context>
<context>
    <name>OddsTable</name>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/odds_table.py" line="24"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/odds_table.py" line="25"/>
        <source>Chance (exact)</source>
        <translation>Chance (genau)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/odds_table.py" line="26"/>
        <source>Risk</source>
        <translation>Risiko</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/odds_table.py" line="27"/>
        <source>Power</source>
        <translation>Kraft</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/odds_table.py" line="49"/>
        <source>{fraction} ({percent}%)</source>
        <translation>{fraction} ({percent} %)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/odds_table.py" line="59"/>
        <source>Odds of each Result</source>
        <translation>Chancen jedes Ergebnisses</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/wizards/odds_table.py" line="114"/>
        <source>{result}: {chance}; Risk {risk}; Power {power}</source>
        <translation>{result}: {chance}; Risiko {risk}; Kraft {power}</translation>
    </message>
</context>
<context>
    <name>PaidStressChoice</name>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/paid_stress.py" line="27"/>
        <source>and the GM pays 1 plot point to add:</source>
        <extracomment>A box was ticked or cleared by the person.</extracomment>
        <translation>und die SL zahlt 1 Plotpunkt, um hinzuzufügen:</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/paid_stress.py" line="83"/>
        <source>{kind} {die}</source>
        <translation>{kind} {die}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/paid_stress.py" line="88"/>
        <source>{kind}: {reason}</source>
        <translation>{kind}: {reason}</translation>
    </message>
</context>
<context>
    <name>PersonaSheet</name>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/persona_sheet.py" line="80"/>
        <source>{low} to {high}</source>
        <extracomment>Called with (persona id, field, value); returns None when saved, else the reason why not.</extracomment>
        <translation>{low} bis {high}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/persona_sheet.py" line="87"/>
        <source>{what} needs a whole number ({range})</source>
        <translation>{what} braucht eine ganze Zahl ({range})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/persona_sheet.py" line="93"/>
        <source>{what} must be a whole number ({range})</source>
        <translation>{what} muss eine ganze Zahl sein ({range})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/persona_sheet.py" line="122"/>
        <source>Select a Persona in the table, or add one.</source>
        <extracomment>Emitted once the form is built (its size hint has grown).</extracomment>
        <translation>Wähle eine Persona in der Tabelle oder füge eine hinzu.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/persona_sheet.py" line="205"/>
        <source>{what}: {range}</source>
        <translation>{what}: {range}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/persona_sheet.py" line="218"/>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/persona_sheet.py" line="218"/>
        <source>The Persona&apos;s name</source>
        <translation>Der Name der Persona</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/persona_sheet.py" line="219"/>
        <source>&amp;Actor</source>
        <translation>&amp;Akteur</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/persona_sheet.py" line="219"/>
        <source>Who plays this Persona</source>
        <translation>Wer diese Persona spielt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/persona_sheet.py" line="231"/>
        <source>The Director&apos;s Stance</source>
        <translation>Die Haltung der Spielleitung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/persona_sheet.py" line="239"/>
        <source>Director&apos;s &amp;Stance</source>
        <translation>&amp;Haltung der Spielleitung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/persona_sheet.py" line="245"/>
        <source>Scores</source>
        <translation>Werte</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/persona_sheet.py" line="269"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/persona_sheet.py" line="273"/>
        <source>Anything worth remembering about this Persona</source>
        <translation>Alles, was man sich über diese Persona merken sollte</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/persona_sheet.py" line="281"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/persona_sheet.py" line="286"/>
        <source>Risked Corruption at Surrender 0 (once per Persona, ever); a Challenge starts with it used</source>
        <translation>Verderbnis bei Aufgeben 0 riskiert (nur einmal je Persona); eine Herausforderung beginnt damit als verbraucht</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/persona_sheet.py" line="290"/>
        <source>Risked Death at Surrender 0 (once per Persona, ever); a Challenge starts with it used</source>
        <translation>Tod bei Aufgeben 0 riskiert (nur einmal je Persona); eine Herausforderung beginnt damit als verbraucht</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/persona_sheet.py" line="293"/>
        <source>The Persona has died; it cannot take part in a Challenge</source>
        <translation>Die Persona ist gestorben; sie kann an keiner Herausforderung teilnehmen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/persona_sheet.py" line="296"/>
        <source>Has risked Corruption</source>
        <translation>Hat Verderbnis riskiert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/persona_sheet.py" line="297"/>
        <source>Has risked Death</source>
        <translation>Hat den Tod riskiert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/persona_sheet.py" line="298"/>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/persona_sheet.py" line="302"/>
        <source>Has risked C&amp;orruption</source>
        <translation>Hat &amp;Verderbnis riskiert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/persona_sheet.py" line="303"/>
        <source>Has risked Dea&amp;th</source>
        <translation>Hat den &amp;Tod riskiert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/persona_sheet.py" line="304"/>
        <source>Dead †</source>
        <translation>Tot †</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/persona_sheet.py" line="332"/>
        <source>{score} {value} modified by {total} (Knacks, Powers and Signature Items: see Abilities)</source>
        <translation>{score} {value} verändert um {total} (Kniffe, Kräfte und Markenzeichen: siehe Fähigkeiten)</translation>
    </message>
</context>
<context>
    <name>PoolTool</name>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="56"/>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="83"/>
        <source>Failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="57"/>
        <source>Success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="58"/>
        <source>Heroic</source>
        <translation>Heldenhaft</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="67"/>
        <source>{die}: {face} hitch</source>
        <translation>{die}: {face} Patzer</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="69"/>
        <source>{die}: {face} total</source>
        <translation>{die}: {face} Summe</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="71"/>
        <source>{die}: {face} effect</source>
        <translation>{die}: {face} Effekt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="82"/>
        <source>Failure (a tie fails)</source>
        <translation>Fehlschlag (Gleichstand misslingt)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="86"/>
        <source>Heroic success by {margin}: effect die steps up to {effect}</source>
        <translation>Heldenhafter Erfolg um {margin}: Der Effektwürfel steigt auf {effect}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="89"/>
        <source>Success by {margin}</source>
        <translation>Erfolg um {margin}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="100"/>
        <source>Your pool</source>
        <translation>Dein Pool</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="105"/>
        <source>Extra dice in the total (one plot point each):</source>
        <translation>Zusatzwürfel in der Summe (je ein Plotpunkt):</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="114"/>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="122"/>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="116"/>
        <source>e.g. d10,d8,d6</source>
        <translation>z. B. d10,d8,d6</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="121"/>
        <source>Against</source>
        <translation>Gegen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="127"/>
        <source>Exact odds before rolling</source>
        <translation>Genaue Chancen vor dem Wurf</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="135"/>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="140"/>
        <source>faces in pool order, e.g. 7 3 1 (blank: roll here)</source>
        <translation>Augenzahlen in Pool-Reihenfolge, z. B. 7 3 1 (leer: hier würfeln)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="142"/>
        <source>Your faces</source>
        <translation>Deine Augenzahlen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="145"/>
        <source>the GM&apos;s faces (blank: roll here)</source>
        <translation>Augenzahlen der SL (leer: hier würfeln)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="146"/>
        <source>GM&apos;s faces</source>
        <translation>Augenzahlen der SL</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="149"/>
        <source>&amp;Roll</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="155"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="181"/>
        <source>Add dice to see the odds.</source>
        <translation>Füge Würfel hinzu, um die Chancen zu sehen.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="192"/>
        <source>{pool} against {against}: hitch {hitch}%, botch {botch}%</source>
        <translation>{pool} gegen {against}: Patzer {hitch} %, Totalpatzer {botch} %</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="221"/>
        <source>GM: {roll} → difficulty {total}</source>
        <translation>SL: {roll} → Schwierigkeit {total}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="231"/>
        <source>&lt;b&gt;Total {total}&lt;/b&gt; · effect die {effect}</source>
        <translation>&lt;b&gt;Summe {total}&lt;/b&gt; · Effektwürfel {effect}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="233"/>
        <source>&lt;b&gt;Total {total}&lt;/b&gt; · effect die {effect} (no die left: d4)</source>
        <translation>&lt;b&gt;Summe {total}&lt;/b&gt; · Effektwürfel {effect} (kein Würfel übrig: d4)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="236"/>
        <source>Hitches: {count} · &lt;b&gt;Botch&lt;/b&gt;</source>
        <translation>Patzer: {count} · &lt;b&gt;Totalpatzer&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="238"/>
        <source>Hitches: {count}</source>
        <translation>Patzer: {count}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="247"/>
        <source>Costs {count} plot point(s) for the extra dice</source>
        <translation>Kostet {count} Plotpunkt(e) für die Zusatzwürfel</translation>
    </message>
</context>
<context>
    <name>ProgressTrack</name>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/progress_track.py" line="62"/>
        <source>{boxes} of {count} boxes filled ({ticks} of {total} ticks)</source>
        <extracomment>The model role that holds a track&apos;s ticks (0..40) for the delegate.</extracomment>
        <translation>{boxes} von {count} Kästchen gefüllt ({ticks} von {total} Strichen)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/progress_track.py" line="66"/>
        <source>{boxes} of {count} boxes filled and 1 tick ({ticks} of {total} ticks)</source>
        <translation>{boxes} von {count} Kästchen gefüllt und 1 Strich ({ticks} von {total} Strichen)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/progress_track.py" line="69"/>
        <source>{boxes} of {count} boxes filled and {rest} ticks ({ticks} of {total} ticks)</source>
        <translation>{boxes} von {count} Kästchen gefüllt und {rest} Striche ({ticks} von {total} Strichen)</translation>
    </message>
</context>
<context>
    <name>ProgressTrackWidget</name>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/progress_track.py" line="117"/>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
</context>
<context>
    <name>RecordTable</name>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/record_table.py" line="143"/>
        <source>Filter</source>
        <extracomment>The cell being saved, while it is (a refusal is shown next to it). What a screen reader calls the table (&quot;Stance log&quot; for &quot;stance-log&quot;).</extracomment>
        <translation>Filtern</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/record_table.py" line="145"/>
        <source>Filter {table}</source>
        <translation>{table} filtern</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/record_table.py" line="152"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/record_table.py" line="191"/>
        <source>Delete {noun}</source>
        <translation>{noun} löschen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/record_table.py" line="250"/>
        <source>{shown} of {total}</source>
        <translation>{shown} von {total}</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/challenge_tracker.py" line="444"/>
        <source>challenge: choose a challenge pool and a Persona</source>
        <translation>Herausforderung: Wähle einen Herausforderungspool und eine Persona</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/cortex_actions.py" line="200"/>
        <source>roll: the action needs at least one die</source>
        <translation>Wurf: Die Aktion braucht mindestens einen Würfel</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/dice_common.py" line="47"/>
        <source>faces: write whole numbers separated by spaces or commas, e.g. 7 3 1</source>
        <translation>Augenzahlen: Schreibe ganze Zahlen, getrennt durch Leerzeichen oder Kommas, z. B. 7 3 1</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/dice_common.py" line="68"/>
        <source>{what}: write the dice, e.g. d8,d6,d6</source>
        <translation>{what}: Schreibe die Würfel, z. B. d8,d6,d6</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/dice_common.py" line="131"/>
        <source>difficulty: a whole number from 0 to {maximum}</source>
        <translation>Schwierigkeit: eine ganze Zahl von 0 bis {maximum}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/pool_tool.py" line="207"/>
        <source>roll: a pool needs at least one die</source>
        <translation>Wurf: Ein Pool braucht mindestens einen Würfel</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/roll_panel.py" line="47"/>
        <source>typed dice: type {count} numbers for {what}, not {typed}</source>
        <translation>eingegebene Würfel: Gib {count} Zahlen für {what} ein, nicht {typed}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/roll_panel.py" line="58"/>
        <source>typed dice: {part} is not a die face (a whole number)</source>
        <translation>eingegebene Würfel: {part} ist keine Augenzahl (eine ganze Zahl)</translation>
    </message>
</context>
<context>
    <name>RollPanel</name>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/roll_panel.py" line="19"/>
        <source>{fraction} ({percent}%)</source>
        <translation>{fraction} ({percent} %)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/roll_panel.py" line="26"/>
        <source>Strong hit {strong} · Weak hit {weak}
Miss {miss} · Match {match}</source>
        <translation>Voller Erfolg {strong} · Teilerfolg {weak}
Fehlschlag {miss} · Pasch {match}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/roll_panel.py" line="39"/>
        <source>{band} with a match</source>
        <translation>{band} mit Pasch</translation>
    </message>
</context>
<context>
    <name>StatementBoard</name>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="87"/>
        <source>no players yet</source>
        <translation>noch keine Spieler</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="89"/>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="91"/>
        <source>resolved</source>
        <translation>aufgelöst</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="93"/>
        <source>rolling</source>
        <translation>es wird gewürfelt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="94"/>
        <source>stating ({count} Statements)</source>
        <translation>Aussagen ({count} Aussagen)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="130"/>
        <source>1 success</source>
        <translation>1 Erfolg</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="132"/>
        <source>{count} successes</source>
        <translation>{count} Erfolge</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="211"/>
        <source>Scenes</source>
        <translation>Szenen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="219"/>
        <source>e.g. The harbour at night</source>
        <translation>z. B. Der Hafen bei Nacht</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="220"/>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="282"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="224"/>
        <source>&amp;New scene</source>
        <translation>&amp;Neue Szene</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="227"/>
        <source>Next scene, same players</source>
        <translation>Nächste Szene, gleiche Spieler</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="230"/>
        <source>Start a scene with this scene&apos;s players and their Luck</source>
        <translation>Eine Szene mit den Spielern dieser Szene und ihrem Glück beginnen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="233"/>
        <source>Rename scene</source>
        <translation>Szene umbenennen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="235"/>
        <source>Give the chosen scene the name typed above</source>
        <translation>Der gewählten Szene den oben eingegebenen Namen geben</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="237"/>
        <source>&amp;Delete scene…</source>
        <translation>Szene &amp;löschen…</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="257"/>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="259"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="272"/>
        <source>Setbacks recorded after earlier scenes: a temporary one is in effect in the next scene only; an indefinite one until a recovery Statement comes true. While in effect it lowers its Trait, Attribute or Resource (not below 0; an Attribute not below 1).</source>
        <translation>Nach früheren Szenen eingetragene Rückschläge: Ein vorübergehender wirkt nur in der nächsten Szene, ein unbefristeter, bis eine Erholungsaussage wahr wird. Solange er wirkt, senkt er sein Merkmal, Attribut oder seine Ressource (nicht unter 0; ein Attribut nicht unter 1).</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="286"/>
        <source>Luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="290"/>
        <source>Brave 3, Charming 2</source>
        <translation>Mutig 3, Charmant 2</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="291"/>
        <source>Acuity 2, Might 3</source>
        <translation>Scharfsinn 2, Stärke 3</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="292"/>
        <source>Ship 2</source>
        <translation>Schiff 2</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="303"/>
        <source>up to three, separated by ;</source>
        <translation>bis zu drei, getrennt durch ;</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="304"/>
        <source>Drives</source>
        <translation>Antriebe</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="309"/>
        <source>Add player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="312"/>
        <source>Remove player</source>
        <translation>Spieler entfernen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="319"/>
        <source>State a Statement</source>
        <translation>Eine Aussage treffen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="323"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="326"/>
        <source>Statement</source>
        <translation>Aussage</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="330"/>
        <source>Favouring</source>
        <translation>Dafür</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="334"/>
        <source>Opposing (others)</source>
        <translation>Dagegen (andere)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="337"/>
        <source>obstacles, e.g. Storm 3, Locked gate 2</source>
        <translation>Hindernisse, z. B. Sturm 3, Verschlossenes Tor 2</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="339"/>
        <source>Obstacles</source>
        <translation>Hindernisse</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="345"/>
        <source>0, or 2 to 12, added to the opposing sum</source>
        <translation>0 oder 2 bis 12, zur Gegensumme addiert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="349"/>
        <source>0 to 5 Luck, paid only if the Statement comes true</source>
        <translation>0 bis 5 Glück, nur bezahlt, wenn die Aussage wahr wird</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="350"/>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="352"/>
        <source>Luck bid</source>
        <translation>Glückseinsatz</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="358"/>
        <source>Reflects a Drive</source>
        <translation>Spiegelt einen Antrieb</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="362"/>
        <source>A recovery Statement: when it comes true, this indefinite Setback ends</source>
        <translation>Eine Erholungsaussage: Wird sie wahr, endet dieser unbefristete Rückschlag</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="364"/>
        <source>Recovers from</source>
        <translation>Erholt sich von</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="368"/>
        <source>&amp;State</source>
        <translation>&amp;Aussagen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="371"/>
        <source>Withdraw last</source>
        <translation>Letzte zurückziehen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="380"/>
        <source>Statements</source>
        <translation>Aussagen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="392"/>
        <source>Roll the Statement chosen above</source>
        <translation>Die oben gewählte Aussage würfeln</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="396"/>
        <source>Odds of the Statement</source>
        <translation>Chancen der Aussage</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="401"/>
        <source>three faces, e.g. 2 7 4 (blank: roll here)</source>
        <translation>drei Augenzahlen, z. B. 2 7 4 (leer: hier würfeln)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="403"/>
        <source>Faces</source>
        <translation>Augenzahlen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="407"/>
        <source>&amp;Roll</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="410"/>
        <source>Roll all the rest here</source>
        <translation>Alle übrigen hier würfeln</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="417"/>
        <source>Support, resolve, finish</source>
        <translation>Stützen, auflösen, beenden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="424"/>
        <source>supports (+1)</source>
        <translation>stützt (+1)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="425"/>
        <source>hinders (−1)</source>
        <translation>behindert (−1)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="428"/>
        <source>Link</source>
        <translation>Verknüpfen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="438"/>
        <source>Resol&amp;ve</source>
        <translation>Auf&amp;lösen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="441"/>
        <source>Round by round, by descending Weight; the table judges compatibility</source>
        <translation>Runde für Runde, nach absteigendem Gewicht; der Tisch beurteilt die Vereinbarkeit</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="444"/>
        <source>&amp;Finish scene</source>
        <translation>Szene &amp;beenden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="455"/>
        <source>Inconvenienced</source>
        <translation>Benachteiligt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="459"/>
        <source>The player used this Trait against themselves: its degree in Luck after the scene</source>
        <translation>Der Spieler hat dieses Merkmal gegen sich selbst eingesetzt: sein Grad als Glück nach der Szene</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="466"/>
        <source> words</source>
        <translation> Wörter</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="467"/>
        <source>accepted</source>
        <translation>angenommen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="469"/>
        <source>Earn</source>
        <translation>Verdienen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="472"/>
        <source>1 Luck for a revision of 150–450 words the others accept</source>
        <translation>1 Glück für eine Überarbeitung von 150–450 Wörtern, die die anderen annehmen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="475"/>
        <source>Luck earned:</source>
        <translation>Verdientes Glück:</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="480"/>
        <source>Revision of</source>
        <translation>Überarbeitung von</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="525"/>
        <source>{player}: {setback} — recovered by a Statement that came true</source>
        <translation>{player}: {setback} — erholt durch eine Aussage, die wahr wurde</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="527"/>
        <source>{player}: {setback}</source>
        <translation>{player}: {setback}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="531"/>
        <source>Setbacks in effect:</source>
        <translation>Wirksame Rückschläge:</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="533"/>
        <source>No Setbacks in effect.</source>
        <translation>Keine wirksamen Rückschläge.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="573"/>
        <source>No scene yet: name one and press New scene</source>
        <translation>Noch keine Szene: Benenne eine und drücke „Neue Szene“</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="575"/>
        <source>{scene} — {stage}</source>
        <translation>{scene} — {stage}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="642"/>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="644"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="661"/>
        <source>{factor} ({degree}, Setback −{reduction})</source>
        <translation>{factor} ({degree}, Rückschlag −{reduction})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="669"/>
        <source>{player}&apos;s {factor}</source>
        <translation>{factor} von {player}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="679"/>
        <source>At 0 this scene (Setbacks in effect): it cannot be used</source>
        <translation>In dieser Szene bei 0 (wirksame Rückschläge): nicht einsetzbar</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="703"/>
        <source>No Statement supports or hinders another.</source>
        <translation>Keine Aussage stützt oder behindert eine andere.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="705"/>
        <source>{player} #{order} supports {other} #{other_order}</source>
        <translation>{player} #{order} stützt {other} #{other_order}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="706"/>
        <source>{player} #{order} hinders {other} #{other_order}</source>
        <translation>{player} #{order} behindert {other} #{other_order}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="729"/>
        <source>came true</source>
        <translation>wurde wahr</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="729"/>
        <source>did not come true</source>
        <translation>wurde nicht wahr</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="733"/>
        <source>{verdict} (recovering from {setback})</source>
        <translation>{verdict} (Erholung von {setback})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="737"/>
        <source>Round {round}: {player} #{order} (Weight {weight}) {verdict}: {text}</source>
        <translation>Runde {round}: {player} #{order} (Gewicht {weight}) {verdict}: {text}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="747"/>
        <source>{line} [true #{number}]</source>
        <translation>{line} [wahr #{number}]</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="756"/>
        <source>{player} {before} → {now}</source>
        <translation>{player} {before} → {now}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="759"/>
        <source>{player} {before} → {now} (spent {spent}, earned {earned}, lost to the cap {lost})</source>
        <translation>{player} {before} → {now} (ausgegeben {spent}, verdient {earned}, durch die Obergrenze verloren {lost})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="763"/>
        <source>{player} {before} → {now} (spent {spent}, earned {earned})</source>
        <translation>{player} {before} → {now} (ausgegeben {spent}, verdient {earned})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="774"/>
        <source>Luck: {players}</source>
        <translation>Glück: {players}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="783"/>
        <source>Choose a Statement to see its odds.</source>
        <translation>Wähle eine Aussage, um ihre Chancen zu sehen.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="794"/>
        <source>{player} #{order}: three rolls of a d{sides}, success on {favouring} or less</source>
        <translation>{player} #{order}: drei Würfe mit einem d{sides}, Erfolg bei {favouring} oder weniger</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="817"/>
        <source>Start a scene first.</source>
        <translation>Beginne zuerst eine Szene.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="832"/>
        <source>Start scene {name}</source>
        <translation>Szene {name} beginnen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="844"/>
        <source>Choose the scene to rename in the list first.</source>
        <translation>Wähle zuerst die umzubenennende Szene in der Liste.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="851"/>
        <source>Rename scene {old} to {new}</source>
        <translation>Szene {old} in {new} umbenennen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="895"/>
        <source>Add {player} to the scene</source>
        <translation>{player} zur Szene hinzufügen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="907"/>
        <source>Choose a player in the table first.</source>
        <translation>Wähle zuerst einen Spieler in der Tabelle.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="910"/>
        <source>Remove {player} from the scene</source>
        <translation>{player} aus der Szene entfernen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="927"/>
        <source>Add the players first.</source>
        <translation>Füge zuerst die Spieler hinzu.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="953"/>
        <source>{player} states “{text}”</source>
        <translation>{player} sagt aus: „{text}“</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="968"/>
        <source>{player} withdraws a Statement</source>
        <translation>{player} zieht eine Aussage zurück</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="978"/>
        <source>Choose a Statement in the table first.</source>
        <translation>Wähle zuerst eine Aussage in der Tabelle.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="986"/>
        <source>Roll {player} #{order}</source>
        <translation>{player} #{order} würfeln</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="1000"/>
        <source>Roll the remaining Statements</source>
        <translation>Die übrigen Aussagen würfeln</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="1012"/>
        <source>State two Statements first.</source>
        <translation>Triff zuerst zwei Aussagen.</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="1015"/>
        <source>Link Statements</source>
        <translation>Aussagen verknüpfen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="1023"/>
        <source>“{text}” ({player})</source>
        <translation>„{text}“ ({player})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="1027"/>
        <source>Round {round}: {player}&apos;s “{text}” (Weight {weight}). Is it compatible with what is already true: {true}?</source>
        <translation>Runde {round}: „{text}“ von {player} (Gewicht {weight}). Ist das mit dem vereinbar, was schon wahr ist: {true}?</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="1036"/>
        <source>Is it compatible?</source>
        <translation>Ist das vereinbar?</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="1041"/>
        <source>Resolve the scene</source>
        <translation>Szene auflösen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="1051"/>
        <source>{player} is inconvenienced by {trait}</source>
        <translation>{player} wird durch {trait} benachteiligt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="1062"/>
        <source>{player} revises the scene</source>
        <translation>{player} überarbeitet die Szene</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/statement_board.py" line="1070"/>
        <source>Finish the scene</source>
        <translation>Szene beenden</translation>
    </message>
</context>
<context>
    <name>TensionClockWidget</name>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/progress_track.py" line="154"/>
        <source>Tension clock</source>
        <translation>Spannungsuhr</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/progress_track.py" line="169"/>
        <source>Tension clock: {filled} of {count} segments filled</source>
        <translation>Spannungsuhr: {filled} von {count} Segmenten gefüllt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/ui/widgets/progress_track.py" line="174"/>
        <source>{filled} of {count} segments filled</source>
        <translation>{filled} von {count} Segmenten gefüllt</translation>
    </message>
</context>
</TS>
