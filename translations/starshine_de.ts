<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AbilitiesTab</name>
    <message>
        <source>Add Knack/Power/Item</source>
        <translation>Fähigkeit hinzufügen</translation>
    </message>
    <message>
        <source>Filter Scores</source>
        <translation>Werte filtern</translation>
    </message>
    <message>
        <source>Add Knack</source>
        <translation>Kniff hinzufügen</translation>
    </message>
    <message>
        <source>New Knack</source>
        <translation>Neuer Kniff</translation>
    </message>
</context>
<context>
    <name>ActionOrderTool</name>
    <message>
        <source>Action order (handoff initiative)</source>
        <translation>Aktionsreihenfolge (Übergabe-Initiative)</translation>
    </message>
    <message>
        <source>everyone taking part, e.g. Ada, Bo, the Ogre</source>
        <translation>alle Beteiligten, z. B. Ada, Bo, der Oger</translation>
    </message>
    <message>
        <source>Taking part</source>
        <translation>Beteiligt</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>The GM picks first</source>
        <translation>Die SL wählt zuerst</translation>
    </message>
    <message>
        <source>Name who takes part, then the GM picks who goes first.</source>
        <translation>Nenne die Beteiligten; dann wählt die SL, wer beginnt.</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>&amp;Hand off</source>
        <translation>&amp;Übergeben</translation>
    </message>
    <message>
        <source>Goes next</source>
        <translation>Ist als Nächstes dran</translation>
    </message>
    <message>
        <source>&amp;Take out</source>
        <translation>&amp;Herausnehmen</translation>
    </message>
    <message>
        <source>Out of the scene</source>
        <translation>Aus der Szene</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Nobody is left in the action order.</source>
        <translation>Niemand ist mehr in der Aktionsreihenfolge.</translation>
    </message>
    <message>
        <source>The GM</source>
        <translation>Die SL</translation>
    </message>
    <message>
        <source>Round {round}: {current} acts. Acted: {acted}. {chooser} picks who goes first next round: {choices}.</source>
        <translation>Runde {round}: {current} handelt. Gehandelt haben: {acted}. {chooser} wählt, wer in der nächsten Runde beginnt: {choices}.</translation>
    </message>
    <message>
        <source>Round {round}: {current} acts. Acted: {acted}. {chooser} picks who goes next: {choices}.</source>
        <translation>Runde {round}: {current} handelt. Gehandelt haben: {acted}. {chooser} wählt, wer als Nächstes dran ist: {choices}.</translation>
    </message>
    <message>
        <source>Round {round}: nobody is acting. Acted: {acted}. {chooser} picks who goes first next round: {choices}.</source>
        <translation>Runde {round}: Niemand handelt. Gehandelt haben: {acted}. {chooser} wählt, wer in der nächsten Runde beginnt: {choices}.</translation>
    </message>
    <message>
        <source>Round {round}: nobody is acting. Acted: {acted}. {chooser} picks who goes next: {choices}.</source>
        <translation>Runde {round}: Niemand handelt. Gehandelt haben: {acted}. {chooser} wählt, wer als Nächstes dran ist: {choices}.</translation>
    </message>
</context>
<context>
    <name>ActionResolutionTool</name>
    <message>
        <source>Action and reaction (action-based resolution)</source>
        <translation>Aktion und Reaktion (aktionsbasierte Auflösung)</translation>
    </message>
    <message>
        <source>The action is rolled first. The reaction (the target&apos;s defensive dice, or difficulty dice the GM rolls) must exceed the action&apos;s total to stop it.</source>
        <translation>Zuerst wird die Aktion gewürfelt. Die Reaktion (die Verteidigungswürfel des Ziels oder die Schwierigkeitswürfel der SL) muss die Summe der Aktion übertreffen, um sie aufzuhalten.</translation>
    </message>
    <message>
        <source>Extra dice in the total (one plot point each)</source>
        <translation>Zusätzliche Würfel in der Summe (je ein Plotpunkt)</translation>
    </message>
    <message>
        <source>the target&apos;s dice, e.g. d8,d6</source>
        <translation>Würfel des Ziels, z. B. d8,d6</translation>
    </message>
    <message>
        <source>Reaction</source>
        <translation>Reaktion</translation>
    </message>
    <message>
        <source>Exact odds before rolling</source>
        <translation>Genaue Chancen vor dem Wurf</translation>
    </message>
    <message>
        <source>faces in pool order (blank: roll here)</source>
        <translation>Augenzahlen in Pool-Reihenfolge (leer: hier würfeln)</translation>
    </message>
    <message>
        <source>Roll the &amp;action</source>
        <translation>&amp;Aktion würfeln</translation>
    </message>
    <message>
        <source>Action&apos;s faces</source>
        <translation>Augenzahlen der Aktion</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Odds now</source>
        <translation>Chancen jetzt</translation>
    </message>
    <message>
        <source>the reaction&apos;s faces (blank: roll here)</source>
        <translation>Augenzahlen der Reaktion (leer: hier würfeln)</translation>
    </message>
    <message>
        <source>Roll the &amp;reaction</source>
        <translation>&amp;Reaktion würfeln</translation>
    </message>
    <message>
        <source>Reaction&apos;s faces</source>
        <translation>Augenzahlen der Reaktion</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <source>Roll the action first.</source>
        <translation>Würfle zuerst die Aktion.</translation>
    </message>
    <message>
        <source>Add the action&apos;s dice to see the odds.</source>
        <translation>Füge die Würfel der Aktion hinzu, um die Chancen zu sehen.</translation>
    </message>
    <message>
        <source>{pool} against {against}</source>
        <translation>{pool} gegen {against}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total {total}&lt;/b&gt; · effect die {effect}</source>
        <translation>&lt;b&gt;Summe {total}&lt;/b&gt; · Effektwürfel {effect}</translation>
    </message>
    <message>
        <source>{reaction} must exceed {total}</source>
        <translation>{reaction} muss {total} übertreffen</translation>
    </message>
    <message>
        <source>Reaction: {roll} → total {total}</source>
        <translation>Reaktion: {roll} → Summe {total}</translation>
    </message>
    <message>
        <source>Reaction: {total}</source>
        <translation>Reaktion: {total}</translation>
    </message>
</context>
<context>
    <name>AddPlayerDialog</name>
    <message>
        <source>Add player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <source>for example priya</source>
        <translation>zum Beispiel priya</translation>
    </message>
    <message>
        <source>No password: the server trusts this computer&apos;s users</source>
        <translation>Kein Passwort: Der Server vertraut den Benutzern dieses Computers</translation>
    </message>
    <message>
        <source>The player logs in to the shared campaign with this login and password, and may change only the Personae of the Actor they play.</source>
        <translation>Die Person meldet sich mit dieser Anmeldung und diesem Passwort an der gemeinsamen Kampagne an und darf nur die Personae des Akteurs ändern, den sie spielt.</translation>
    </message>
    <message>
        <source>Actor:</source>
        <translation>Akteur:</translation>
    </message>
    <message>
        <source>Login:</source>
        <translation>Anmeldung:</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>Passwort:</translation>
    </message>
    <message>
        <source>Password again:</source>
        <translation>Passwort wiederholen:</translation>
    </message>
    <message>
        <source>Type the player&apos;s login.</source>
        <translation>Geben Sie die Anmeldung der Person ein.</translation>
    </message>
    <message>
        <source>Type a password, or tick that none is needed.</source>
        <translation>Geben Sie ein Passwort ein, oder kreuzen Sie an, dass keines nötig ist.</translation>
    </message>
    <message>
        <source>The two passwords differ: type them again.</source>
        <translation>Die beiden Passwörter unterscheiden sich: Geben Sie sie noch einmal ein.</translation>
    </message>
    <message>
        <source>The server refused: {reason}. Nothing was changed.</source>
        <translation>Der Server hat abgelehnt: {reason}. Nichts wurde geändert.</translation>
    </message>
</context>
<context>
    <name>AdvancesTab</name>
    <message>
        <source>Add Advance</source>
        <translation>Aufstieg hinzufügen</translation>
    </message>
    <message>
        <source>Advances available: {count}</source>
        <translation>Verfügbare Aufstiege: {count}</translation>
    </message>
    <message>
        <source>New Advance</source>
        <translation>Neuer Aufstieg</translation>
    </message>
</context>
<context>
    <name>AftermathPanel</name>
    <message>
        <source>In order, per player: the GM&apos;s Setbacks, then the experience test and its advances, then a Drive change. Finishing the scene pays the Luck earned; these steps stay open after it.</source>
        <translation>Der Reihe nach, je Spieler: die Rückschläge der SL, dann die Erfahrungsprobe und ihre Aufstiege, dann eine Änderung eines Antriebs. Das Beenden der Szene zahlt das verdiente Glück aus; diese Schritte bleiben danach offen.</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>Reduction</source>
        <translation>Minderung</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>{kind} {name}</source>
        <translation>{kind} {name}</translation>
    </message>
    <message>
        <source>Not taken yet.</source>
        <translation>Noch nicht abgelegt.</translation>
    </message>
    <message>
        <source>Rolled {faces} on a d{sides}: 1 success</source>
        <translation>{faces} auf einem d{sides} gewürfelt: 1 Erfolg</translation>
    </message>
    <message>
        <source>Rolled {faces} on a d{sides}: {count} successes</source>
        <translation>{faces} auf einem d{sides} gewürfelt: {count} Erfolge</translation>
    </message>
    <message>
        <source>+1 to a Trait or Resource (and optionally −1 to another)</source>
        <translation>+1 auf ein Merkmal oder eine Ressource (und wahlweise −1 auf ein anderes)</translation>
    </message>
    <message>
        <source>+1 to an Attribute</source>
        <translation>+1 auf ein Attribut</translation>
    </message>
    <message>
        <source>{rolled} — allows {first} and {second}</source>
        <translation>{rolled} — erlaubt {first} und {second}</translation>
    </message>
    <message>
        <source>{rolled} — allows {advance}</source>
        <translation>{rolled} — erlaubt {advance}</translation>
    </message>
    <message>
        <source>{rolled} — no advance</source>
        <translation>{rolled} — kein Aufstieg</translation>
    </message>
    <message>
        <source>raised {factor}</source>
        <translation>{factor} erhöht</translation>
    </message>
    <message>
        <source>lowered {factor}</source>
        <translation>{factor} gesenkt</translation>
    </message>
    <message>
        <source>raised Attribute {name}</source>
        <translation>Attribut {name} erhöht</translation>
    </message>
    <message>
        <source>{award}; {taken}.</source>
        <translation>{award}; {taken}.</translation>
    </message>
    <message>
        <source>{award}.</source>
        <translation>{award}.</translation>
    </message>
    <message>
        <source>After the scene</source>
        <translation>Nach der Szene</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>1. Setbacks (the GM)</source>
        <translation>1. Rückschläge (die SL)</translation>
    </message>
    <message>
        <source>what happened, e.g. Burnt hands</source>
        <translation>was geschah, z. B. Verbrannte Hände</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Reduces</source>
        <translation>Mindert</translation>
    </message>
    <message>
        <source>−</source>
        <translation>−</translation>
    </message>
    <message>
        <source>Degree</source>
        <translation>Grad</translation>
    </message>
    <message>
        <source>Lasts until a recovery Statement: cost ×2</source>
        <translation>Hält bis zu einer Erholungsaussage an: Kosten ×2</translation>
    </message>
    <message>
        <source>Reduces an Attribute: cost ×2</source>
        <translation>Mindert ein Attribut: Kosten ×2</translation>
    </message>
    <message>
        <source>Indefinite</source>
        <translation>Unbefristet</translation>
    </message>
    <message>
        <source>On an Attribute</source>
        <translation>Auf ein Attribut</translation>
    </message>
    <message>
        <source>Permanent</source>
        <translation>Dauerhaft</translation>
    </message>
    <message>
        <source>A permanent reduction of the sheet: cost ×2 again (it also lasts)</source>
        <translation>Eine dauerhafte Minderung auf dem Bogen: nochmals Kosten ×2 (sie hält auch an)</translation>
    </message>
    <message>
        <source>Apply Setback</source>
        <translation>Rückschlag anwenden</translation>
    </message>
    <message>
        <source>2. Experience</source>
        <translation>2. Erfahrung</translation>
    </message>
    <message>
        <source>Odds of the experience roll</source>
        <translation>Chancen des Erfahrungswurfs</translation>
    </message>
    <message>
        <source>three faces (blank: roll here)</source>
        <translation>drei Augenzahlen (leer: hier würfeln)</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Augenzahlen</translation>
    </message>
    <message>
        <source>Take the experience test</source>
        <translation>Erfahrungsprobe ablegen</translation>
    </message>
    <message>
        <source>new name</source>
        <translation>neuer Name</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Erhöhen</translation>
    </message>
    <message>
        <source>Lower (optional)</source>
        <translation>Senken (optional)</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Attribut</translation>
    </message>
    <message>
        <source>Take the advances</source>
        <translation>Aufstiege nehmen</translation>
    </message>
    <message>
        <source>3. Drives (at most three; one change per scene)</source>
        <translation>3. Antriebe (höchstens drei; eine Änderung je Szene)</translation>
    </message>
    <message>
        <source>Rewrite</source>
        <translation>Umschreiben</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Antrieb</translation>
    </message>
    <message>
        <source>the Drive&apos;s new words</source>
        <translation>der neue Wortlaut des Antriebs</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Wortlaut</translation>
    </message>
    <message>
        <source>what in the scene justifies it</source>
        <translation>was in der Szene es rechtfertigt</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Change the Drive</source>
        <translation>Antrieb ändern</translation>
    </message>
    <message>
        <source>Resolve the scene first; then the after-scene steps open.</source>
        <translation>Löse zuerst die Szene auf; dann öffnen sich die Schritte nach der Szene.</translation>
    </message>
    <message>
        <source>The experience test comes after resolution.</source>
        <translation>Die Erfahrungsprobe folgt nach der Auflösung.</translation>
    </message>
    <message>
        <source>{name} generated 1 failure: {spent} spent on Setbacks, {left} left.</source>
        <translation>{name} hat 1 Fehlschlag erzeugt: {spent} für Rückschläge verbraucht, {left} übrig.</translation>
    </message>
    <message>
        <source>{name} generated {count} failures: {spent} spent on Setbacks, {left} left.</source>
        <translation>{name} hat {count} Fehlschläge erzeugt: {spent} für Rückschläge verbraucht, {left} übrig.</translation>
    </message>
    <message>
        <source>nothing on the sheet (a condition)</source>
        <translation>nichts auf dem Bogen (ein Zustand)</translation>
    </message>
    <message>
        <source>1 failure</source>
        <translation>1 Fehlschlag</translation>
    </message>
    <message>
        <source>{cost} failures</source>
        <translation>{cost} Fehlschläge</translation>
    </message>
    <message>
        <source>1 failure; {left} of {failures} still free</source>
        <translation>1 Fehlschlag; {left} von {failures} noch frei</translation>
    </message>
    <message>
        <source>{cost} failures; {left} of {failures} still free</source>
        <translation>{cost} Fehlschläge; {left} von {failures} noch frei</translation>
    </message>
    <message>
        <source>Taken: failures {favouring} vs Traits + Resources {opposing}, three d{sides}</source>
        <translation>Abgelegt: Fehlschläge {favouring} gegen Merkmale + Ressourcen {opposing}, drei d{sides}</translation>
    </message>
    <message>
        <source>{name} generated no failures: no test.</source>
        <translation>{name} hat keine Fehlschläge erzeugt: keine Probe.</translation>
    </message>
    <message>
        <source>Failures {favouring} vs Traits + Resources {opposing}: three d{sides}, success on ≤ {favouring}</source>
        <translation>Fehlschläge {favouring} gegen Merkmale + Ressourcen {opposing}: drei d{sides}, Erfolg bei ≤ {favouring}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>a new {kind}…</source>
        <translation>neu: {kind}…</translation>
    </message>
    <message>
        <source>Changed after this scene: {text} — {why}</source>
        <translation>Nach dieser Szene geändert: {text} — {why}</translation>
    </message>
    <message>
        <source>Setback for {player}: {what}</source>
        <translation>Rückschlag für {player}: {what}</translation>
    </message>
    <message>
        <source>Experience test for {player}</source>
        <translation>Erfahrungsprobe für {player}</translation>
    </message>
    <message>
        <source>Attribute {name}</source>
        <translation>Attribut {name}</translation>
    </message>
    <message>
        <source>{player} raises {what}</source>
        <translation>{player} erhöht {what}</translation>
    </message>
    <message>
        <source>{player} raises nothing</source>
        <translation>{player} erhöht nichts</translation>
    </message>
    <message>
        <source>{player}: rewrite a Drive</source>
        <translation>{player}: Antrieb umschreiben</translation>
    </message>
    <message>
        <source>{player}: remove a Drive</source>
        <translation>{player}: Antrieb entfernen</translation>
    </message>
    <message>
        <source>{player}: add a Drive</source>
        <translation>{player}: Antrieb hinzufügen</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>There is no campaign at {path}. Create a new one at {target}?</source>
        <translation>Unter {path} gibt es keine Kampagne. Eine neue unter {target} anlegen?</translation>
    </message>
    <message>
        <source>New campaign</source>
        <translation>Neue Kampagne</translation>
    </message>
    <message>
        <source>Cannot open campaign</source>
        <translation>Kampagne kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Close “{dialog}” first, then open {name} again.</source>
        <translation>Schließen Sie zuerst „{dialog}“ und öffnen Sie dann {name} erneut.</translation>
    </message>
    <message>
        <source>There is no campaign at {path}.</source>
        <translation>Unter {path} gibt es keine Kampagne.</translation>
    </message>
</context>
<context>
    <name>AssetCard</name>
    <message>
        <source>Its rules package is not in the campaign: import it again to edit it.</source>
        <translation>Sein Regelpaket ist nicht in der Kampagne: importiere es wieder, um das Asset zu bearbeiten.</translation>
    </message>
    <message>
        <source>{category} · From {credit}</source>
        <translation>{category} · Aus {credit}</translation>
    </message>
    <message>
        <source>Counts as an impact</source>
        <translation>Zählt als Belastung</translation>
    </message>
    <message>
        <source>Shared with your allies</source>
        <translation>Mit deinen Verbündeten geteilt</translation>
    </message>
    <message>
        <source>Remove asset</source>
        <translation>Asset entfernen</translation>
    </message>
    <message>
        <source>Remove asset {name}</source>
        <translation>Asset {name} entfernen</translation>
    </message>
    <message>
        <source>— none —</source>
        <translation>— keine —</translation>
    </message>
    <message>
        <source>{name}: {low} to {high}</source>
        <translation>{name}: {low} bis {high}</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} bis {high}</translation>
    </message>
    <message>
        <source>Ability {number} of {name}</source>
        <translation>Fähigkeit {number} von {name}</translation>
    </message>
    <message>
        <source>Set {field} of {asset}</source>
        <translation>{field} von {asset} setzen</translation>
    </message>
    <message>
        <source>Tick ability {number} of {asset}</source>
        <translation>Fähigkeit {number} von {asset} ankreuzen</translation>
    </message>
    <message>
        <source>Clear ability {number} of {asset}</source>
        <translation>Kreuz bei Fähigkeit {number} von {asset} entfernen</translation>
    </message>
</context>
<context>
    <name>AssetsPanel</name>
    <message>
        <source>Assets of the rules packages</source>
        <translation>Assets der Regelpakete</translation>
    </message>
    <message>
        <source>The asset&apos;s card</source>
        <translation>Die Karte des Assets</translation>
    </message>
    <message>
        <source>Import a rules package to see its assets here.</source>
        <translation>Importiere ein Regelpaket, um hier seine Assets zu sehen.</translation>
    </message>
</context>
<context>
    <name>CampaignFiles</name>
    <message>
        <source>Campaign JSON (*.json);;All files (*)</source>
        <translation>Kampagnen-JSON (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Persona file (*.starshine-persona.json);;JSON (*.json);;All files (*)</source>
        <translation>Persona-Datei (*.starshine-persona.json);;JSON (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Select a Persona in the Personae table to export it</source>
        <translation>Wählen Sie eine Persona in der Personae-Tabelle, um sie zu exportieren</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>Import nicht möglich</translation>
    </message>
    <message>
        <source>Cannot import the Persona</source>
        <translation>Persona kann nicht importiert werden</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>Campaign on a network share</source>
        <translation>Kampagne auf einer Netzwerkfreigabe</translation>
    </message>
    <message>
        <source>Campaign in a synced folder</source>
        <translation>Kampagne in einem synchronisierten Ordner</translation>
    </message>
    <message>
        <source>{risk}

Open it anyway?</source>
        <translation>{risk}

Trotzdem öffnen?</translation>
    </message>
    <message>
        <source>Import campaign JSON</source>
        <translation>Kampagnen-JSON importieren</translation>
    </message>
    <message>
        <source>Export campaign JSON</source>
        <translation>Kampagnen-JSON exportieren</translation>
    </message>
    <message>
        <source>Exported {total} Markdown notes to {folder} ({written} written, {unchanged} unchanged)</source>
        <translation>{total} Markdown-Notizen nach {folder} exportiert ({written} geschrieben, {unchanged} unverändert)</translation>
    </message>
    <message>
        <source>{count} notes edited by hand kept as they were (new versions beside them)</source>
        <translation>{count} von Hand bearbeitete Notizen unverändert gelassen (neue Fassungen daneben)</translation>
    </message>
    <message>
        <source>{note}, new version: {new_version}</source>
        <translation>{note}, neue Fassung: {new_version}</translation>
    </message>
    <message>
        <source>These notes in {folder} were edited by hand, so they were left as they are. The campaign&apos;s new version of each was written beside it:</source>
        <translation>Diese Notizen in {folder} wurden von Hand bearbeitet und deshalb unverändert gelassen. Die neue Fassung aus der Kampagne steht jeweils daneben:</translation>
    </message>
    <message>
        <source>Export Markdown notes into</source>
        <translation>Markdown-Notizen exportieren nach</translation>
    </message>
    <message>
        <source>Export Personae of a player</source>
        <translation>Personae eines Spielers exportieren</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Import Persona</source>
        <translation>Persona importieren</translation>
    </message>
    <message>
        <source>Export Persona</source>
        <translation>Persona exportieren</translation>
    </message>
    <message>
        <source>&amp;New campaign…</source>
        <translation>&amp;Neue Kampagne …</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Save a &amp;copy as…</source>
        <translation>&amp;Kopie speichern unter …</translation>
    </message>
    <message>
        <source>Restore from &amp;backup…</source>
        <translation>Aus &amp;Sicherung wiederherstellen …</translation>
    </message>
    <message>
        <source>New from &amp;sample…</source>
        <translation>Ne&amp;u aus Beispiel …</translation>
    </message>
    <message>
        <source>&amp;Import campaign JSON…</source>
        <translation>Kampagnen-JSON &amp;importieren …</translation>
    </message>
    <message>
        <source>&amp;Export campaign JSON…</source>
        <translation>Kampagnen-JSON &amp;exportieren …</translation>
    </message>
    <message>
        <source>Export &amp;Persona…</source>
        <translation>&amp;Persona exportieren …</translation>
    </message>
    <message>
        <source>Import Perso&amp;na…</source>
        <translation>Perso&amp;na importieren …</translation>
    </message>
    <message>
        <source>Export Personae of a Pla&amp;yer…</source>
        <translation>Personae eines Spie&amp;lers exportieren …</translation>
    </message>
    <message>
        <source>Import Persona &amp;Folder…</source>
        <translation>Persona-&amp;Ordner importieren …</translation>
    </message>
    <message>
        <source>Par&amp;ty folder…</source>
        <translation>&amp;Gruppenordner …</translation>
    </message>
    <message>
        <source>Export &amp;Markdown…</source>
        <translation>&amp;Markdown exportieren …</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Drucken</translation>
    </message>
    <message>
        <source>Export P&amp;DF</source>
        <translation>&amp;Als PDF exportieren</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>{file} was not imported: {reason}</source>
        <translation>{file} wurde nicht importiert: {reason}</translation>
    </message>
    <message>
        <source>{path} was not written: {reason}</source>
        <translation>{path} wurde nicht geschrieben: {reason}</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>Cannot create the sample campaign</source>
        <translation>Die Beispielkampagne kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Exported the campaign to {path}</source>
        <translation>Kampagne nach {path} exportiert</translation>
    </message>
    <message>
        <source>Cannot export the Persona</source>
        <translation>Persona kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Exported {name} to {path}</source>
        <translation>{name} nach {path} exportiert</translation>
    </message>
    <message>
        <source>The campaign has no players (Actors) yet.</source>
        <translation>Die Kampagne hat noch keine Spieler (Akteure).</translation>
    </message>
    <message>
        <source>Export the Personae of {name} to</source>
        <translation>Personae von {name} exportieren nach</translation>
    </message>
    <message>
        <source>Exported 1 Persona of {name} to {folder}</source>
        <translation>1 Persona von {name} nach {folder} exportiert</translation>
    </message>
    <message>
        <source>Exported {count} Personae of {name} to {folder}</source>
        <translation>{count} Personae von {name} nach {folder} exportiert</translation>
    </message>
    <message>
        <source>Import the Persona files of</source>
        <translation>Persona-Dateien importieren aus</translation>
    </message>
    <message>
        <source>Import Persona folder {name}</source>
        <translation>Persona-Ordner {name} importieren</translation>
    </message>
    <message>
        <source>Notes edited by hand were kept</source>
        <translation>Von Hand bearbeitete Notizen wurden beibehalten</translation>
    </message>
    <message>
        <source>Import Persona {name}</source>
        <translation>Persona {name} importieren</translation>
    </message>
    <message>
        <source>Update Persona {name}</source>
        <translation>Persona {name} aktualisieren</translation>
    </message>
    <message>
        <source>Cannot update the Persona</source>
        <translation>Persona kann nicht aktualisiert werden</translation>
    </message>
    <message>
        <source>Cannot open campaign</source>
        <translation>Kampagne kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot create campaign</source>
        <translation>Kampagne kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>{name} copy</source>
        <translation>{name} Kopie</translation>
    </message>
    <message>
        <source>Cannot save a copy</source>
        <translation>Kopie kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved a copy as {path}</source>
        <translation>Kopie gespeichert als {path}</translation>
    </message>
    <message>
        <source>The party folder cannot be used</source>
        <translation>Der Gruppenordner kann nicht verwendet werden</translation>
    </message>
    <message>
        <source>Party p&amp;anel</source>
        <translation>Gruppenleis&amp;te</translation>
    </message>
    <message>
        <source>{name}  (shared, {address})</source>
        <translation>{name}  (gemeinsam, {address})</translation>
    </message>
    <message>
        <source>{name}  ({folder})</source>
        <translation>{name}  ({folder})</translation>
    </message>
    <message>
        <source>Backed up.</source>
        <translation>Gesichert.</translation>
    </message>
    <message>
        <source>Restored the backup taken {when} as {path}</source>
        <translation>Die Sicherung von {when} wurde als {path} wiederhergestellt</translation>
    </message>
    <message>
        <source>Cannot restore the backup</source>
        <translation>Sicherung kann nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <source>Cannot reopen the campaign</source>
        <translation>Kampagne kann nicht erneut geöffnet werden</translation>
    </message>
    <message>
        <source>Restored the backup taken {when}</source>
        <translation>Die Sicherung von {when} wurde wiederhergestellt</translation>
    </message>
</context>
<context>
    <name>ChallengeLog</name>
    <message>
        <source>the Director pushes {persona}: Stance {before} -&gt; {after}, Threat reset to {threat} (rule 6.1, ruling R8)</source>
        <translation>Die Spielleitung legt bei {persona} nach: Haltung {before} → {after}, Bedrohung neu auf {threat} (Regel 6.1, Entscheidung R8)</translation>
    </message>
    <message>
        <source>{persona} designates {target}: its Traits now count against {target}&apos;s Threat (rule 6)</source>
        <translation>{persona} bestimmt {target}: Die eigenen Merkmale zählen jetzt gegen die Bedrohung von {target} (Regel 6)</translation>
    </message>
    <message>
        <source>the Actors accept a compromise: {offer} (rule 6.2)</source>
        <translation>die Akteure nehmen einen Kompromiss an: {offer} (Regel 6.2)</translation>
    </message>
    <message>
        <source>the Actors accept a compromise (rule 6.2)</source>
        <translation>die Akteure nehmen einen Kompromiss an (Regel 6.2)</translation>
    </message>
    <message>
        <source>the Actors refuse a compromise: {offer} (rule 6.2)</source>
        <translation>die Akteure lehnen einen Kompromiss ab: {offer} (Regel 6.2)</translation>
    </message>
    <message>
        <source>the Actors refuse a compromise (rule 6.2)</source>
        <translation>die Akteure lehnen einen Kompromiss ab (Regel 6.2)</translation>
    </message>
    <message>
        <source>{actor} makes a {move_type} Move (Stunt): pool {pool}, Scope {scope} paid with {dice} dice and {fortune} Fortune, rolls {rolled}</source>
        <translation>{actor} macht einen Zug der {move_type} (Kunststück): Pool {pool}, Reichweite {scope} bezahlt mit {dice} Würfeln und {fortune} Fortuna, würfelt {rolled}</translation>
    </message>
    <message>
        <source>{actor} makes a {move_type} Move: pool {pool}, Scope {scope} paid with {dice} dice and {fortune} Fortune, rolls {rolled}</source>
        <translation>{actor} macht einen Zug der {move_type}: Pool {pool}, Reichweite {scope} bezahlt mit {dice} Würfeln und {fortune} Fortuna, würfelt {rolled}</translation>
    </message>
    <message>
        <source>{move}, aided by {helpers}</source>
        <translation>{move}, unterstützt von {helpers}</translation>
    </message>
    <message>
        <source>Number {number}</source>
        <translation>Zahl {number}</translation>
    </message>
    <message>
        <source>Achieve</source>
        <translation>Gelingen</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <source>{actor}: Result {result}, Risk {risk}, Power {power} (rule 3.8)</source>
        <translation>{actor}: Ergebnis {result}, Risiko {risk}, Kraft {power} (Regel 3.8)</translation>
    </message>
    <message>
        <source>{actor}: Guard +{gain} = {total} (rule 3.8d)</source>
        <translation>{actor}: Deckung +{gain} = {total} (Regel 3.8d)</translation>
    </message>
    <message>
        <source>{actor} is free: Risk {risk} adds nothing (rule 6)</source>
        <translation>{actor} ist frei: Risiko {risk} fügt nichts hinzu (Regel 6)</translation>
    </message>
    <message>
        <source>{actor}: Opportunity +{gain} = {total} (rule 3.8d)</source>
        <translation>{actor}: Gelegenheit +{gain} = {total} (Regel 3.8d)</translation>
    </message>
    <message>
        <source>{actor}: Danger +{gain} = {total} (rule 3.8d)</source>
        <translation>{actor}: Gefahr +{gain} = {total} (Regel 3.8d)</translation>
    </message>
    <message>
        <source>Power {power} lowers nothing</source>
        <translation>Kraft {power} senkt nichts</translation>
    </message>
    <message>
        <source>rule 3.8e, Defensive</source>
        <translation>Regel 3.8e, Verteidigung</translation>
    </message>
    <message>
        <source>Power {power} changes nothing</source>
        <translation>Kraft {power} ändert nichts</translation>
    </message>
    <message>
        <source>Recovery, ruling R4 one_for_one</source>
        <translation>Erholung, Entscheidung R4: Erholung um die ganze Kraft</translation>
    </message>
    <message>
        <source>rule 3.8e, Recovery: Power {power} vs Strength {strength}</source>
        <translation>Regel 3.8e, Erholung: Kraft {power} gegen Stärke {strength}</translation>
    </message>
    <message>
        <source>{persona}: Telling Negative {trait} (Strength {strength} &gt;= {threshold}): Surrender -1 = {total} (rule 3.9)</source>
        <translation>{persona}: wirksames negatives Merkmal {trait} (Stärke {strength} ≥ {threshold}): Aufgeben −1 = {total} (Regel 3.9)</translation>
    </message>
    <message>
        <source>{persona} is at Surrender 0 and must choose (rule 5)</source>
        <translation>{persona} steht bei Aufgeben 0 und muss wählen (Regel 5)</translation>
    </message>
    <message>
        <source>{persona}: Telling Trait {trait} by {actor} (Strength {strength} &gt;= {threshold}): Threat -1 = {total} (rule 3.10)</source>
        <translation>{persona}: wirksames Merkmal {trait} von {actor} (Stärke {strength} ≥ {threshold}): Bedrohung −1 = {total} (Regel 3.10)</translation>
    </message>
    <message>
        <source>{persona} is free (rule 6)</source>
        <translation>{persona} ist frei (Regel 6)</translation>
    </message>
    <message>
        <source>Trait {trait} Strength {before} -&gt; {after} ({rule})</source>
        <translation>Merkmal {trait} Stärke {before} → {after} ({rule})</translation>
    </message>
    <message>
        <source>Trait {trait} at 0 is removed</source>
        <translation>Merkmal {trait} bei 0 wird entfernt</translation>
    </message>
    <message>
        <source>the Challenge ends: {outcome}</source>
        <translation>die Herausforderung endet: {outcome}</translation>
    </message>
    <message>
        <source>&apos;{name}&apos;</source>
        <translation>„{name}“</translation>
    </message>
    <message>
        <source>Round {round}: {line}</source>
        <translation>Runde {round}: {line}</translation>
    </message>
    <message>
        <source>Set-up: {line}</source>
        <translation>Aufbau: {line}</translation>
    </message>
    <message>
        <source>no dice</source>
        <translation>keine Würfel</translation>
    </message>
    <message>
        <source>clock</source>
        <translation>die Uhr läuft</translation>
    </message>
    <message>
        <source>{persona}: Opportunity +{gain} = {opportunity}, Danger +{gain} = {danger} (rule 1.1)</source>
        <translation>{persona}: Gelegenheit +{gain} = {opportunity}, Gefahr +{gain} = {danger} (Regel 1.1)</translation>
    </message>
    <message>
        <source>threats</source>
        <translation>die Spielleitung benennt die Bedrohungen</translation>
    </message>
    <message>
        <source>{persona} is threatened: Negative Trait {trait} Strength {strength} (rule 2.1)</source>
        <translation>{persona} wird bedroht: negatives Merkmal {trait} Stärke {strength} (Regel 2.1)</translation>
    </message>
    <message>
        <source>{persona}: Opportunity and Danger reset to 0 (rule 2.2, ruling R2)</source>
        <translation>{persona}: Gelegenheit und Gefahr zurück auf 0 (Regel 2.2, Entscheidung R2)</translation>
    </message>
    <message>
        <source>{persona}: Threat and Opportunity reset to 0 (rule 2.2, ruling R2 literal)</source>
        <translation>{persona}: Bedrohung und Gelegenheit zurück auf 0 (Regel 2.2, Entscheidung R2 wörtlich)</translation>
    </message>
    <message>
        <source>set-up: {persona} Threat {threat}, Opportunity {opportunity}, Danger {danger}, Guard {guard}, Surrender {surrender}, Fortune {fortune} (free)</source>
        <translation>{persona}: Bedrohung {threat}, Gelegenheit {opportunity}, Gefahr {danger}, Deckung {guard}, Aufgeben {surrender}, Fortuna {fortune} (frei)</translation>
    </message>
    <message>
        <source>set-up: {persona} Threat {threat}, Opportunity {opportunity}, Danger {danger}, Guard {guard}, Surrender {surrender}, Fortune {fortune}</source>
        <translation>{persona}: Bedrohung {threat}, Gelegenheit {opportunity}, Gefahr {danger}, Deckung {guard}, Aufgeben {surrender}, Fortuna {fortune}</translation>
    </message>
    <message>
        <source>set-up: {persona} pursues the Strategy {strategy!r}</source>
        <translation>{persona} verfolgt die Strategie {strategy!r}</translation>
    </message>
    <message>
        <source>Guard +{gain} (rule 3.8d)</source>
        <translation>Deckung +{gain} (Regel 3.8d)</translation>
    </message>
    <message>
        <source>nothing (Risk 0)</source>
        <translation>nichts (Risiko 0)</translation>
    </message>
    <message>
        <source>nothing: a free Persona accrues no Opportunity or Danger (rule 6)</source>
        <translation>nichts: Eine freie Persona sammelt keine Gelegenheit und keine Gefahr (Regel 6)</translation>
    </message>
    <message>
        <source>Opportunity +{gain} (rule 3.8d)</source>
        <translation>Gelegenheit +{gain} (Regel 3.8d)</translation>
    </message>
    <message>
        <source>Danger +{gain} (rule 3.8d)</source>
        <translation>Gefahr +{gain} (Regel 3.8d)</translation>
    </message>
    <message>
        <source>nothing (Power 0 or less)</source>
        <translation>nichts (Kraft 0 oder weniger)</translation>
    </message>
    <message>
        <source>lowers the Negative Trait just given by {power} (rule 3.8e)</source>
        <translation>senkt das eben erhaltene negative Merkmal um {power} (Regel 3.8e)</translation>
    </message>
    <message>
        <source>changes the Trait by {power} (ruling R4 one_for_one)</source>
        <translation>ändert das Merkmal um {power} (Entscheidung R4: Erholung um die ganze Kraft)</translation>
    </message>
    <message>
        <source>changes the Trait by 1, 2 or 3 as Power is below, equal to or above its Strength</source>
        <translation>ändert das Merkmal um 1, 2 oder 3, je nachdem ob die Kraft unter, gleich oder über seiner Stärke liegt</translation>
    </message>
    <message>
        <source>Strength {strength} for a new Trait</source>
        <translation>Stärke {strength} für ein neues Merkmal</translation>
    </message>
    <message>
        <source>no new Trait</source>
        <translation>kein neues Merkmal</translation>
    </message>
    <message>
        <source>Scale {scale} for a new Element, destroys an Element of Scale up to {scale} for no Fortune</source>
        <translation>Maßstab {scale} für ein neues Element, zerstört ein Element mit Maßstab bis {scale} ohne Fortuna</translation>
    </message>
    <message>
        <source>no new Element and no Element destroyed</source>
        <translation>kein neues Element und kein Element zerstört</translation>
    </message>
    <message>
        <source>{trait}, {element} (ruling R5 cost)</source>
        <translation>{trait}, {element} (Entscheidung R5: Stärke und Maßstab mit Bedrohung bezahlt)</translation>
    </message>
    <message>
        <source>Strength {size} for a new Trait or Scale {size} for a new Element, +1 per extra Fortune; destroys an Element of Scale below {power} for 1 Fortune</source>
        <translation>Stärke {size} für ein neues Merkmal oder Maßstab {size} für ein neues Element, +1 je zusätzlicher Fortuna; zerstört ein Element mit Maßstab unter {power} für 1 Fortuna</translation>
    </message>
    <message>
        <source>Negative Trait</source>
        <translation>negative Merkmal</translation>
    </message>
    <message>
        <source>Trait</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <source>{holder} gains the {kind} {trait!r}, Strength {strength}</source>
        <translation>{holder} erhält das {kind} {trait!r}, Stärke {strength}</translation>
    </message>
    <message>
        <source>{holder}&apos;s {kind} {trait!r}: Strength {before} -&gt; {after}</source>
        <translation>Das {kind} {trait!r} von {holder}: Stärke {before} → {after}</translation>
    </message>
    <message>
        <source>{holder} loses the Trait {trait!r} (Strength 0)</source>
        <translation>{holder} verliert das Merkmal {trait!r} (Stärke 0)</translation>
    </message>
    <message>
        <source>The Director&apos;s Stance towards {name}: {before} -&gt; {after} (after a Push)</source>
        <translation>Haltung der Spielleitung gegenüber {name}: {before} → {after} (nach dem Nachlegen)</translation>
    </message>
    <message>
        <source>{name}&apos;s Characteristic {characteristic!r} becomes Corrupt: {before} -&gt; {after}</source>
        <translation>Die Eigenschaft {characteristic!r} von {name} wird verdorben: {before} → {after}</translation>
    </message>
    <message>
        <source>{name} has now risked {risked} (once per Persona, ever)</source>
        <translation>{name} hat jetzt {risked} riskiert (einmal je Persona, für immer)</translation>
    </message>
    <message>
        <source>{name} dies</source>
        <translation>{name} stirbt</translation>
    </message>
    <message>
        <source>New Element {name!r}, Scale {scale}</source>
        <translation>Neues Element {name!r}, Maßstab {scale}</translation>
    </message>
    <message>
        <source>Element {name!r}</source>
        <translation>Element {name!r}</translation>
    </message>
    <message>
        <source>Element {name!r} destroyed</source>
        <translation>Element {name!r} zerstört</translation>
    </message>
</context>
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
        <source>Recovery by 1, 2 or 3 against the Trait&apos;s Strength</source>
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
        <source>the acting Persona&apos;s Negative Traits only</source>
        <translation>nur die negativen Merkmale der handelnden Persona</translation>
    </message>
    <message>
        <source>everyone&apos;s Negative Traits after every Move</source>
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
        <source>named Traits change a Move&apos;s Risk or Power</source>
        <translation>genannte Merkmale ändern Risiko oder Kraft eines Zugs</translation>
    </message>
    <message>
        <source>What triggers a threat</source>
        <translation>Was eine Bedrohung auslöst</translation>
    </message>
    <message>
        <source>A threat comes when Opportunity is above Guard.</source>
        <translation>Eine Bedrohung kommt, wenn Gelegenheit über Deckung liegt.</translation>
    </message>
    <message>
        <source>A threat comes when Threat is above Guard (2.1&apos;s letter).</source>
        <translation>Eine Bedrohung kommt, wenn Bedrohung über Deckung liegt (Wortlaut von 2.1).</translation>
    </message>
    <message>
        <source>What resets after a threat</source>
        <translation>Was nach einer Bedrohung zurückgesetzt wird</translation>
    </message>
    <message>
        <source>Opportunity and Danger go back to 0.</source>
        <translation>Gelegenheit und Gefahr gehen auf 0 zurück.</translation>
    </message>
    <message>
        <source>Threat and Opportunity go back to 0 (2.1&apos;s letter).</source>
        <translation>Bedrohung und Gelegenheit gehen auf 0 zurück (Wortlaut von 2.1).</translation>
    </message>
    <message>
        <source>The range of a Move&apos;s Scope</source>
        <translation>Der Bereich der Reichweite eines Zugs</translation>
    </message>
    <message>
        <source>Scope is time 1-3 plus significance 1-3, so 2 to 6 (2.1).</source>
        <translation>Reichweite ist Zeit 1–3 plus Bedeutung 1–3, also 2 bis 6 (2.1).</translation>
    </message>
    <message>
        <source>Scope is any number from 1 to 6.</source>
        <translation>Reichweite ist eine beliebige Zahl von 1 bis 6.</translation>
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
        <source>By the whole Power.</source>
        <translation>Um die ganze Kraft.</translation>
    </message>
    <message>
        <source>How a Leading Move&apos;s Power becomes Strength or Scale</source>
        <translation>Wie die Kraft eines führenden Zugs zu Stärke oder Maßstab wird</translation>
    </message>
    <message>
        <source>1, 2 or 3 as Power is below, equal to or above Threat, +1 per Fortune.</source>
        <translation>1, 2 oder 3, je nachdem ob die Kraft unter, gleich oder über der Bedrohung liegt, +1 je Fortuna.</translation>
    </message>
    <message>
        <source>Each Strength point costs Threat; an Element costs Threat + Scale.</source>
        <translation>Jeder Punkt Stärke kostet Bedrohung; ein Element kostet Bedrohung + Maßstab.</translation>
    </message>
    <message>
        <source>Whose Negative Traits the Telling Negative check reads</source>
        <translation>Wessen negative Merkmale die Prüfung auf ein entscheidendes Negativ liest</translation>
    </message>
    <message>
        <source>Only the acting Persona&apos;s, after its own Move (2.1).</source>
        <translation>Nur die der handelnden Persona, nach ihrem eigenen Zug (2.1).</translation>
    </message>
    <message>
        <source>Every Persona&apos;s, after every Move.</source>
        <translation>Die jeder Persona, nach jedem Zug.</translation>
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
        <source>Back to the Surrender Score minus one.</source>
        <translation>Zurück auf den Aufgeben-Wert minus eins.</translation>
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
        <source>Whether Traits the Actor names change a Move&apos;s Risk or Power</source>
        <translation>Ob Merkmale, die der Akteur nennt, Risiko oder Kraft eines Zugs ändern</translation>
    </message>
    <message>
        <source>Traits do not change a Move&apos;s scores (2.1).</source>
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
        <source>&amp;Find</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>Find Personae by name</source>
        <translation>Personae nach Namen suchen</translation>
    </message>
    <message>
        <source>Part of a name</source>
        <translation>Teil eines Namens</translation>
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
        <source>Rulings (the defaults are chosen)</source>
        <translation>Entscheidungen (die Vorgaben sind gewählt)</translation>
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
    <message>
        <source>{ruling}: {question}</source>
        <translation>{ruling}: {question}</translation>
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
        <source>A Persona&apos;s turn</source>
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
        <source>the GM&apos;s faces (blank: roll here)</source>
        <translation>Augenzahlen der SL (leer: hier würfeln)</translation>
    </message>
    <message>
        <source>GM&apos;s faces</source>
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
        <source>The challenge&apos;s turn</source>
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
        <source>Their faces set the total to beat; the GM&apos;s faces are the challenge&apos;s roll</source>
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
        <source>{name} · {level} · round {round} · the challenge&apos;s turn</source>
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
        <source>{persona}&apos;s turn in {challenge}</source>
        <translation>Zug von {persona} in {challenge}</translation>
    </message>
    <message>
        <source>{persona}&apos;s other action in {challenge}</source>
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
        <source>Opportunity: grows with the clock and a Leading Move&apos;s Risk</source>
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
        <source>Guard: a threat&apos;s Strength is Opportunity − Guard + Danger</source>
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
        <source>The Director&apos;s Stance towards the Persona</source>
        <translation>Die Haltung der Spielleitung gegenüber der Persona</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <source>The Persona&apos;s Traits (+) and Negative Traits (−) with their Strength</source>
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
        <source>Each round: the clock, the threats, each Persona&apos;s Move, then the next round</source>
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
        <source>E&amp;xport as scenario…</source>
        <translation>Als Szenario e&amp;xportieren …</translation>
    </message>
    <message>
        <source>The Challenge is over: {outcome} · its results are applied to the campaign.</source>
        <translation>Die Herausforderung ist vorbei: {outcome} · ihre Ergebnisse sind auf die Kampagne angewendet.</translation>
    </message>
    <message>
        <source>The Challenge is over: {outcome} · the Director applies its results to the campaign.</source>
        <translation>Die Herausforderung ist vorbei: {outcome} · die Spielleitung wendet ihre Ergebnisse auf die Kampagne an.</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>Surrender and leave the Challenge</source>
        <translation>Kapitulieren und die Herausforderung verlassen</translation>
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
        <source>The clock&apos;s effect on each Persona</source>
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
        <translation>„{title}“ beginnen</translation>
    </message>
    <message>
        <source>Challenge: {title}</source>
        <translation>Herausforderung: {title}</translation>
    </message>
    <message>
        <source>The Challenge is set up. Each round goes: the clock, the threats, then each Persona&apos;s Move.</source>
        <translation>Die Herausforderung ist vorbereitet. Jede Runde läuft so: die Uhr, die Bedrohungen, dann der Zug jeder Persona.</translation>
    </message>
    <message>
        <source>Run the &amp;clock: start round 1</source>
        <translation>&amp;Uhr laufen lassen: Runde 1 beginnen</translation>
    </message>
    <message>
        <source>Round {round} · {name} is at Surrender 0: {name}&apos;s Actor chooses what happens.</source>
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
        <source>Round {round} · {name}&apos;s Move: {hint}.</source>
        <translation>Runde {round} · Zug von {name}: {hint}.</translation>
    </message>
    <message>
        <source>Round {round} · Every Persona has moved: the Director runs the clock for round {next}.</source>
        <translation>Runde {round} · Jede Persona hat gezogen: Die Spielleitung lässt die Uhr für Runde {next} laufen.</translation>
    </message>
    <message>
        <source>{name}&apos;s Move</source>
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
        <source>The clock will change no one&apos;s Opportunity or Danger.</source>
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
        <source>Moves: each Persona still in play may make one Move this round.</source>
        <translation>Züge: Jede Persona im Spiel darf in dieser Runde einen Zug machen.</translation>
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
        <source>Surrender</source>
        <comment>action</comment>
        <translation>Kapitulieren</translation>
    </message>
    <message>
        <source>{name} has risked Death: surrendering now, {name} dies and takes no further part (rule 5.2).</source>
        <translation>{name} hat den Tod riskiert: Gibt {name} jetzt auf, stirbt die Persona und nimmt nicht weiter teil (Regel 5.2).</translation>
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
    <name>CharacteristicsTab</name>
    <message>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <source>Add Characteristic</source>
        <translation>Eigenschaft hinzufügen</translation>
    </message>
    <message>
        <source>Add Expression</source>
        <translation>Ausdruck hinzufügen</translation>
    </message>
    <message>
        <source>An Expression belongs to a Characteristic: add one first.</source>
        <translation>Ein Ausdruck gehört zu einer Eigenschaft: Lege zuerst eine an.</translation>
    </message>
    <message>
        <source>(nobody)</source>
        <translation>(niemand)</translation>
    </message>
    <message>
        <source>Change who plays the Persona</source>
        <translation>Ändern, wer die Persona spielt</translation>
    </message>
    <message>
        <source>New Characteristic</source>
        <translation>Neue Eigenschaft</translation>
    </message>
    <message>
        <source>Select the Characteristic the Expression belongs to.</source>
        <translation>Wählen Sie die Eigenschaft, zu der der Ausdruck gehört.</translation>
    </message>
    <message>
        <source>New Expression</source>
        <translation>Neuer Ausdruck</translation>
    </message>
</context>
<context>
    <name>Column</name>
    <message>
        <source>Kind</source>
        <extracomment>The columns of the hits&apos; list: its header&apos;s words (context ``Column``).</extracomment>
        <translation>Art</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Gefunden</translation>
    </message>
    <message>
        <source>Taken</source>
        <extracomment>The backups of one campaign as the dialog lists them (newest first, as given).</extracomment>
        <translation>Angelegt</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
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
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Geändert</translation>
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
    <message>
        <source>The Persona&apos;s name</source>
        <translation>Der Name der Persona</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Akteur</translation>
    </message>
    <message>
        <source>The Actor (player) who plays the Persona</source>
        <translation>Der Akteur (Spieler), der die Persona spielt</translation>
    </message>
    <message>
        <source>Stance</source>
        <translation>Haltung</translation>
    </message>
    <message>
        <source>The Director&apos;s Stance towards the Persona (1 to 6)</source>
        <translation>Die Haltung der Spielleitung gegenüber der Persona (1 bis 6)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Dead (†), or the risks the Persona has taken (once each, ever)</source>
        <translation>Tot (†) oder die Risiken, die die Persona eingegangen ist (jedes nur einmal)</translation>
    </message>
    <message>
        <source>When the Persona was last changed</source>
        <translation>Wann die Persona zuletzt geändert wurde</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Besitzer</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ausgang</translation>
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
        <source>Element</source>
        <translation>Element</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Maßstab</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Trait</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Negative</source>
        <translation>Negativ</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Träger</translation>
    </message>
    <message>
        <source>Created by</source>
        <translation>Erstellt von</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>Spielleitung</translation>
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
        <source>Characteristic</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Corrupt</source>
        <translation>Verdorben</translation>
    </message>
    <message>
        <source>Corrupt name</source>
        <translation>Verdorbener Name</translation>
    </message>
    <message>
        <source>Expression</source>
        <translation>Ausdruck</translation>
    </message>
    <message>
        <source>Of</source>
        <translation>Zu</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modifikator</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Grundwert</translation>
    </message>
    <message>
        <source>Modified</source>
        <translation>Modifiziert</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Durch</translation>
    </message>
    <message>
        <source>Relationship/State</source>
        <translation>Beziehung/Zustand</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Pursues</source>
        <translation>Verfolgt</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
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
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>An address starts with postgresql:// and names the user, server and database.</source>
        <translation>Eine Adresse beginnt mit postgresql:// und nennt Benutzer, Server und Datenbank.</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <source>The system keyring holds no password for this address. The password is used for this connection only, never written down.</source>
        <translation>Der Schlüsselbund des Systems hat kein Passwort für diese Adresse. Das Passwort gilt nur für diese Verbindung und wird nirgends gespeichert.</translation>
    </message>
    <message>
        <source>Connect to shared campaign</source>
        <translation>Mit gemeinsamer Kampagne verbinden</translation>
    </message>
    <message>
        <source>The address of the group&apos;s campaign on its PostgreSQL server, as the Director gave it (without a password).</source>
        <translation>Die Adresse der Kampagne der Gruppe auf ihrem PostgreSQL-Server, wie der Director sie weitergegeben hat (ohne Passwort).</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
</context>
<context>
    <name>CortexActions</name>
    <message>
        <source>Failure: the reaction exceeds the action by {margin}</source>
        <translation>Fehlschlag: Die Reaktion übertrifft die Aktion um {margin}</translation>
    </message>
    <message>
        <source>Heroic success by {margin}: effect die steps up to {effect}</source>
        <translation>Heldenhafter Erfolg um {margin}: Der Effektwürfel steigt auf {effect}</translation>
    </message>
    <message>
        <source>Success (a tie goes to the action): the reaction does not exceed the action; effect die {effect}</source>
        <translation>Erfolg (Gleichstand geht an die Aktion): Die Reaktion übertrifft die Aktion nicht; Effektwürfel {effect}</translation>
    </message>
    <message>
        <source>Success: the reaction does not exceed the action; effect die {effect}</source>
        <translation>Erfolg: Die Reaktion übertrifft die Aktion nicht; Effektwürfel {effect}</translation>
    </message>
</context>
<context>
    <name>CortexStatementsSection</name>
    <message>
        <source>Dice pool</source>
        <translation>Würfelpool</translation>
    </message>
    <message>
        <source>Challenge pools</source>
        <translation>Herausforderungspools</translation>
    </message>
    <message>
        <source>Statement scenes</source>
        <translation>Aussageszenen</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
</context>
<context>
    <name>CortexTab</name>
    <message>
        <source>Stress</source>
        <translation>Stress</translation>
    </message>
    <message>
        <source>Step up</source>
        <translation>Erhöhen</translation>
    </message>
    <message>
        <source>Step down</source>
        <translation>Senken</translation>
    </message>
    <message>
        <source>Back in play</source>
        <translation>Wieder im Spiel</translation>
    </message>
    <message>
        <source>A new scene: the stressed-out character takes part again</source>
        <translation>Eine neue Szene: die überlastete Figur nimmt wieder teil</translation>
    </message>
    <message>
        <source>Rest scene: step every stress down</source>
        <translation>Ruheszene: jeden Stress eine Stufe senken</translation>
    </message>
    <message>
        <source>Plot points</source>
        <translation>Plotpunkte</translation>
    </message>
    <message>
        <source>Type a number and press Enter</source>
        <translation>Zahl eingeben und Eingabe drücken</translation>
    </message>
    <message>
        <source>Set to</source>
        <translation>Setzen auf</translation>
    </message>
    <message>
        <source>Recovery test</source>
        <translation>Erholungsprobe</translation>
    </message>
    <message>
        <source>{level} (2{die})</source>
        <translation>{level} (2{die})</translation>
    </message>
    <message>
        <source>Base difficulty</source>
        <translation>Grundschwierigkeit</translation>
    </message>
    <message>
        <source>your pool, e.g. d8,d6,d6</source>
        <translation>Ihr Pool, z. B. d8,d6,d6</translation>
    </message>
    <message>
        <source>Your pool</source>
        <translation>Ihr Pool</translation>
    </message>
    <message>
        <source>faces, largest die first (blank: roll here)</source>
        <translation>Augen, größter Würfel zuerst (leer: hier würfeln)</translation>
    </message>
    <message>
        <source>Your faces</source>
        <translation>Ihre Augen</translation>
    </message>
    <message>
        <source>the GM&apos;s faces (blank: roll here)</source>
        <translation>die Augen der SL (leer: hier würfeln)</translation>
    </message>
    <message>
        <source>GM&apos;s faces</source>
        <translation>Augen der SL</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <source>Test recovery</source>
        <translation>Erholung prüfen</translation>
    </message>
    <message>
        <source>Choose a Persona in the table</source>
        <translation>Wählen Sie eine Persona in der Tabelle</translation>
    </message>
    <message>
        <source>{name} — Cortex</source>
        <translation>{name} — Cortex</translation>
    </message>
    <message>
        <source>Stressed out: out of the scene</source>
        <translation>Überlastet: aus der Szene</translation>
    </message>
    <message>
        <source>your pool</source>
        <translation>Ihr Pool</translation>
    </message>
    <message>
        <source>{pool} against {opposition}</source>
        <translation>{pool} gegen {opposition}</translation>
    </message>
    <message>
        <source>Step {name}&apos;s {kind} stress up</source>
        <translation>{kind} Stress von {name} erhöhen</translation>
    </message>
    <message>
        <source>Step {name}&apos;s {kind} stress down</source>
        <translation>{kind} Stress von {name} senken</translation>
    </message>
    <message>
        <source>{name} rests</source>
        <translation>{name} ruht</translation>
    </message>
    <message>
        <source>{name} is back in play</source>
        <translation>{name} ist wieder im Spiel</translation>
    </message>
    <message>
        <source>Set {name}&apos;s plot points to {count}</source>
        <translation>Plotpunkte von {name} auf {count} setzen</translation>
    </message>
    <message>
        <source>plot points: type a whole number, 0 or more</source>
        <translation>Plotpunkte: eine ganze Zahl ab 0 eingeben</translation>
    </message>
    <message>
        <source>{name} tests recovery of {kind} stress</source>
        <translation>{name} prüft die Erholung von {kind} Stress</translation>
    </message>
    <message>
        <source>{player} against {gm}: the stress is {outcome}, a hitch: the GM may add a complication</source>
        <translation>{player} gegen {gm}: der Stress ist {outcome}, ein Patzer: die SL darf eine Komplikation hinzufügen</translation>
    </message>
    <message>
        <source>{player} against {gm}: the stress is {outcome}</source>
        <translation>{player} gegen {gm}: der Stress ist {outcome}</translation>
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
        <source>Your pool</source>
        <translation>Dein Pool</translation>
    </message>
    <message>
        <source>the GM&apos;s pool, e.g. d10,d8,d6</source>
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
        <source>the GM&apos;s faces, largest die first (blank: roll here)</source>
        <translation>Augenzahlen der SL, größter Würfel zuerst (leer: hier würfeln)</translation>
    </message>
    <message>
        <source>GM&apos;s faces</source>
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
        <source>The GM&apos;s effect die (named by the GM against a number)</source>
        <translation>Der Effektwürfel der SL (von der SL genannt, wenn gegen eine Zahl gewürfelt wird)</translation>
    </message>
    <message>
        <source>Take stress</source>
        <translation>Stress nehmen</translation>
    </message>
    <message>
        <source>Extra dice in the total</source>
        <translation>Zusatzwürfel in der Summe</translation>
    </message>
    <message>
        <source>Stress type</source>
        <translation>Stressart</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Würfel</translation>
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
        <source>If the failure harms you, you take stress at the GM&apos;s effect die (the GM&apos;s type)</source>
        <translation>Schadet dir der Fehlschlag, nimmst du Stress in Höhe des Effektwürfels der SL (Art nach Wahl der SL)</translation>
    </message>
    <message>
        <source>If the failure harms you, you take stress at the GM&apos;s effect die, {die} (the GM&apos;s type)</source>
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
    <name>CrashDialog</name>
    <message>
        <source>Something went wrong — {app}</source>
        <translation>Etwas ist schiefgegangen — {app}</translation>
    </message>
    <message>
        <source>{app} met an error it did not expect. Your campaign is saved up to your last finished edit.

The details are in the log: {log}
Please copy them into your report.</source>
        <translation>{app} ist auf einen unerwarteten Fehler gestoßen. Ihre Kampagne ist bis zu Ihrer letzten abgeschlossenen Änderung gespeichert.

Die Einzelheiten stehen im Protokoll: {log}
Bitte kopieren Sie sie in Ihren Bericht.</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Einzelheiten</translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation>Einzelheiten &amp;kopieren</translation>
    </message>
    <message>
        <source>Open log &amp;folder</source>
        <translation>Protokoll&amp;ordner öffnen</translation>
    </message>
    <message>
        <source>&amp;Copied</source>
        <translation>&amp;Kopiert</translation>
    </message>
</context>
<context>
    <name>Deleting</name>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen …</translation>
    </message>
    <message>
        <source>Persona</source>
        <extracomment>How one and many records of a kind are called when deleted (English; the functions below show them translated in the ``Deleting`` context).</extracomment>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Personae</source>
        <translation>Personae</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Akteur</translation>
    </message>
    <message>
        <source>Actors</source>
        <translation>Akteure</translation>
    </message>
    <message>
        <source>Element</source>
        <translation>Element</translation>
    </message>
    <message>
        <source>Elements</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <source>Characteristic</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <source>Characteristics</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>Expression</source>
        <translation>Ausdruck</translation>
    </message>
    <message>
        <source>Expressions</source>
        <translation>Ausdrücke</translation>
    </message>
    <message>
        <source>modifier</source>
        <translation>Modifikator</translation>
    </message>
    <message>
        <source>modifiers</source>
        <translation>Modifikatoren</translation>
    </message>
    <message>
        <source>Trait</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <source>Investment</source>
        <translation>Investition</translation>
    </message>
    <message>
        <source>Investments</source>
        <translation>Investitionen</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Strategies</source>
        <translation>Strategien</translation>
    </message>
    <message>
        <source>Stance change</source>
        <translation>Haltungsänderung</translation>
    </message>
    <message>
        <source>Stance changes</source>
        <translation>Haltungsänderungen</translation>
    </message>
    <message>
        <source>Advance</source>
        <translation>Aufstieg</translation>
    </message>
    <message>
        <source>Advances</source>
        <translation>Aufstiege</translation>
    </message>
    <message>
        <source>Episode</source>
        <translation>Episode</translation>
    </message>
    <message>
        <source>Episodes</source>
        <translation>Episoden</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Herausforderung</translation>
    </message>
    <message>
        <source>Challenges</source>
        <translation>Herausforderungen</translation>
    </message>
    <message>
        <source>track</source>
        <translation>Leiste</translation>
    </message>
    <message>
        <source>tracks</source>
        <translation>Leisten</translation>
    </message>
    <message>
        <source>challenge</source>
        <translation>Herausforderungspool</translation>
    </message>
    <message>
        <source>challenges</source>
        <translation>Herausforderungspools</translation>
    </message>
    <message>
        <source>scene</source>
        <translation>Szene</translation>
    </message>
    <message>
        <source>scenes</source>
        <translation>Szenen</translation>
    </message>
    <message>
        <source>record</source>
        <extracomment>What a table of records of no particular kind calls them.</extracomment>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>records</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>{count} {things}</source>
        <translation>{count} {things}</translation>
    </message>
    <message>
        <source>Delete {deleted}? Edit › Undo brings it back.</source>
        <translation>{deleted} löschen? Bearbeiten › Rückgängig holt es zurück.</translation>
    </message>
    <message>
        <source>Delete {deleted}</source>
        <translation>{deleted} löschen</translation>
    </message>
    <message>
        <source>Delete {noun}</source>
        <translation>{noun} löschen</translation>
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
    <name>DicePoolEditor</name>
    <message>
        <source>Add:</source>
        <translation>Hinzufügen:</translation>
    </message>
    <message>
        <source>Add a {die} to the pool</source>
        <translation>Einen {die} zum Pool hinzufügen</translation>
    </message>
    <message>
        <source>Dice in the pool</source>
        <translation>Würfel im Pool</translation>
    </message>
    <message>
        <source>The pool, largest die first; choose a die to step or remove</source>
        <translation>Der Pool, größter Würfel zuerst; wähle einen Würfel zum Stufen oder Entfernen</translation>
    </message>
    <message>
        <source>Step &amp;up</source>
        <translation>&amp;Hochstufen</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>&amp;Herunterstufen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
</context>
<context>
    <name>DifficultyInputs</name>
    <message>
        <source>{level} (2{die})</source>
        <translation>{level} (2{die})</translation>
    </message>
    <message>
        <source>A level (the GM rolls it)</source>
        <translation>Eine Stufe (die SL würfelt sie)</translation>
    </message>
    <message>
        <source>A number</source>
        <translation>Eine Zahl</translation>
    </message>
    <message>
        <source>An opposition pool</source>
        <translation>Ein Widerstandspool</translation>
    </message>
    <message>
        <source>Number to beat</source>
        <translation>Zu schlagende Zahl</translation>
    </message>
    <message>
        <source>Opposition pool</source>
        <translation>Widerstandspool</translation>
    </message>
</context>
<context>
    <name>DirectorBox</name>
    <message>
        <source>The Director&apos;s actions (at any time, apart from the Moves)</source>
        <translation>Aktionen der Spielleitung (jederzeit, außerhalb der Züge)</translation>
    </message>
    <message>
        <source>The Director&apos;s actions</source>
        <translation>Aktionen der Spielleitung</translation>
    </message>
    <message>
        <source>Why the Director&apos;s step is refused</source>
        <translation>Warum der Schritt der Spielleitung abgelehnt wird</translation>
    </message>
    <message>
        <source>Persona to push</source>
        <translation>Persona zum Nachlegen</translation>
    </message>
    <message>
        <source>Choose whom to push</source>
        <translation>Wen nachlegen?</translation>
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
        <source>The Persona&apos;s Threat starts again and the Director&apos;s Stance towards it falls by 1 (rule 6.1).</source>
        <translation>Die Bedrohung der Persona beginnt neu, und die Haltung der Spielleitung ihr gegenüber sinkt um 1 (Regel 6.1).</translation>
    </message>
    <message>
        <source>What a Push does</source>
        <translation>Was Nachlegen bewirkt</translation>
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
        <source>Only a free Persona designates an active one (rule 6)</source>
        <translation>Nur eine freie Persona bestimmt eine aktive (Regel 6)</translation>
    </message>
    <message>
        <source>Free Persona</source>
        <translation>Freie Persona</translation>
    </message>
    <message>
        <source>Designates</source>
        <translation>Bestimmt</translation>
    </message>
    <message>
        <source>The free Persona&apos;s Traits lower the designated Persona&apos;s Threat (rule 6).</source>
        <translation>Die Merkmale der freien Persona senken die Bedrohung der bestimmten Persona (Regel 6).</translation>
    </message>
    <message>
        <source>What designating does</source>
        <translation>Was Bestimmen bewirkt</translation>
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
        <source>Compromise accepted</source>
        <translation>Kompromiss angenommen</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Compromise refused</source>
        <translation>Kompromiss abgelehnt</translation>
    </message>
    <message>
        <source>Compromise</source>
        <translation>Kompromiss</translation>
    </message>
    <message>
        <source>Accepted, the Challenge ends for everyone; refused, play goes on (rule 6.2).</source>
        <translation>Angenommen, endet die Herausforderung für alle; abgelehnt, geht das Spiel weiter (Regel 6.2).</translation>
    </message>
    <message>
        <source>What a compromise does</source>
        <translation>Was ein Kompromiss bewirkt</translation>
    </message>
    <message>
        <source>Persona who surrenders</source>
        <translation>Persona, die kapituliert</translation>
    </message>
    <message>
        <source>Choose who surrenders</source>
        <translation>Wer kapituliert?</translation>
    </message>
    <message>
        <source>Surrender</source>
        <comment>action</comment>
        <translation>Kapitulieren</translation>
    </message>
    <message>
        <source>Surrender by choice</source>
        <translation>Freiwillig kapitulieren</translation>
    </message>
    <message>
        <source>The Persona leaves the Challenge now and takes no further part (rule 5.4).</source>
        <translation>Die Persona verlässt die Herausforderung jetzt und nimmt nicht weiter teil (Regel 5.4).</translation>
    </message>
    <message>
        <source>What surrendering does</source>
        <translation>Was Kapitulieren bewirkt</translation>
    </message>
    <message>
        <source>&amp;End the Challenge</source>
        <translation>Herausforderung b&amp;eenden</translation>
    </message>
    <message>
        <source>End the Challenge</source>
        <translation>Herausforderung beenden</translation>
    </message>
    <message>
        <source>The Challenge ends for everyone; its results can then be applied.</source>
        <translation>Die Herausforderung endet für alle; ihre Ergebnisse können dann angewendet werden.</translation>
    </message>
    <message>
        <source>What ending does</source>
        <translation>Was Beenden bewirkt</translation>
    </message>
    <message>
        <source>the Challenge has ended</source>
        <translation>die Herausforderung ist beendet</translation>
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
</context>
<context>
    <name>DocumentPreview</name>
    <message>
        <source>Print preview: {title}</source>
        <translation>Druckvorschau: {title}</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
</context>
<context>
    <name>ElementsPage</name>
    <message>
        <source>Add Element</source>
        <translation>Element hinzufügen</translation>
    </message>
    <message>
        <source>Add Trait</source>
        <translation>Merkmal hinzufügen</translation>
    </message>
    <message>
        <source>Add Actor</source>
        <translation>Akteur hinzufügen</translation>
    </message>
    <message>
        <source>Elements</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <source>Actors</source>
        <translation>Akteure</translation>
    </message>
    <message>
        <source>Add the Director</source>
        <translation>Spielleitung hinzufügen</translation>
    </message>
    <message>
        <source>Change {column} of {name}</source>
        <translation>{column} von {name} ändern</translation>
    </message>
    <message>
        <source>{name} (Element)</source>
        <translation>{name} (Element)</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>Spielleitung</translation>
    </message>
    <message>
        <source>New Element</source>
        <translation>Neues Element</translation>
    </message>
    <message>
        <source>New Actor</source>
        <translation>Neuer Akteur</translation>
    </message>
    <message>
        <source>New Actor {number}</source>
        <translation>Neuer Akteur {number}</translation>
    </message>
    <message>
        <source>A Trait is on a Persona or an Element: add or select one first.</source>
        <translation>Ein Merkmal gehört zu einer Persona oder einem Element: legen Sie zuerst eines an oder wählen Sie eines aus.</translation>
    </message>
    <message>
        <source>New Trait</source>
        <translation>Neues Merkmal</translation>
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
        <source>Did {player} see {persona} show &apos;{item}&apos;?</source>
        <translation>Hat {player} gesehen, wie {persona} „{item}“ zeigt?</translation>
    </message>
    <message>
        <source>own</source>
        <translation>eigene</translation>
    </message>
    <message>
        <source>    … and {count} more</source>
        <translation>    … und {count} weitere</translation>
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
        <source>{player} did not check {kind} &apos;{item}&apos;</source>
        <translation>{player} hat {kind} „{item}“ nicht abgehakt</translation>
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
        <source>Click a player&apos;s name to tick their whole column</source>
        <translation>Auf den Namen eines Spielers klicken, um seine ganze Spalte abzuhaken</translation>
    </message>
    <message>
        <source>Tick the &amp;row</source>
        <translation>&amp;Zeile abhaken</translation>
    </message>
    <message>
        <source>Every player who watches the current row&apos;s Persona ticks it</source>
        <translation>Jeder Spieler, der die Persona der aktuellen Zeile beobachtet, hakt sie ab</translation>
    </message>
    <message>
        <source>Tick the co&amp;lumn</source>
        <translation>S&amp;palte abhaken</translation>
    </message>
    <message>
        <source>The current column&apos;s player ticks every Expression and Trait they watch</source>
        <translation>Der Spieler der aktuellen Spalte hakt jeden Ausdruck und jedes Merkmal ab, das er beobachtet</translation>
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
        <source>Print prep…</source>
        <translation>Vorbereitung drucken …</translation>
    </message>
    <message>
        <source>Preview and print the Director&apos;s prep sheet of this Episode</source>
        <translation>Den Vorbereitungsbogen der Spielleitung für diese Episode ansehen und drucken</translation>
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
        <source>Tick &apos;{item}&apos;</source>
        <translation>„{item}“ abhaken</translation>
    </message>
    <message>
        <source>Untick &apos;{item}&apos;</source>
        <translation>Haken bei „{item}“ entfernen</translation>
    </message>
    <message>
        <source>A closed Episode&apos;s check-off is final.</source>
        <translation>Das Abhaken einer abgeschlossenen Episode ist endgültig.</translation>
    </message>
    <message>
        <source>Click a player&apos;s cell first: its row or column is ticked.</source>
        <translation>Klicke zuerst in die Zelle eines Spielers: Ihre Zeile oder Spalte wird abgehakt.</translation>
    </message>
    <message>
        <source>Tick &apos;{item}&apos; for every player</source>
        <translation>„{item}“ für jeden Spieler abhaken</translation>
    </message>
    <message>
        <source>Tick every row for {player}</source>
        <translation>Jede Zeile für {player} abhaken</translation>
    </message>
    <message>
        <source>Close Episode</source>
        <translation>Episode abschließen</translation>
    </message>
</context>
<context>
    <name>FindDialog</name>
    <message>
        <source>Persona</source>
        <extracomment>How each kind of hit is named in the list (English in ``SearchKind``; shown translated).</extracomment>
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
        <source>Actor</source>
        <translation>Akteur</translation>
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
        <source>Finding “{text}”…</source>
        <translation>Suche nach „{text}“…</translation>
    </message>
    <message>
        <source>Finding “{text}” failed: {reason}</source>
        <translation>Die Suche nach „{text}“ ist fehlgeschlagen: {reason}</translation>
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
    <message>
        <source>notes</source>
        <extracomment>The fields of a record named in a hit&apos;s text (marked: the Find dialog translates them).</extracomment>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Corrupt name</source>
        <translation>Verdorbener Name</translation>
    </message>
    <message>
        <source>{kind} &apos;{name}&apos; of {owner}, {field}: {excerpt}</source>
        <translation>{kind} „{name}“ von {owner}, {field}: {excerpt}</translation>
    </message>
    <message>
        <source>{kind} &apos;{name}&apos;, {field}: {excerpt}</source>
        <translation>{kind} „{name}“, {field}: {excerpt}</translation>
    </message>
    <message>
        <source>Trait &apos;{excerpt}&apos; held by {owner}</source>
        <translation>Merkmal „{excerpt}“ von {owner}</translation>
    </message>
    <message>
        <source>Trait &apos;{excerpt}&apos; on Element {owner}</source>
        <translation>Merkmal „{excerpt}“ am Element {owner}</translation>
    </message>
    <message>
        <source>Expression &apos;{excerpt}&apos; of {characteristic} ({owner})</source>
        <translation>Ausdruck „{excerpt}“ von {characteristic} ({owner})</translation>
    </message>
    <message>
        <source>Stance change &apos;{excerpt}&apos; of {owner} (Stance {old} → {new})</source>
        <translation>Haltungsänderung „{excerpt}“ von {owner} (Haltung {old} → {new})</translation>
    </message>
    <message>
        <source>Oracle result on &apos;{excerpt}&apos;, roll {roll}: {result}</source>
        <translation>Orakelergebnis auf „{excerpt}“, Wurf {roll}: {result}</translation>
    </message>
    <message>
        <source>Oracle result &apos;{excerpt}&apos; on {table}, roll {roll}</source>
        <translation>Orakelergebnis „{excerpt}“ auf {table}, Wurf {roll}</translation>
    </message>
    <message>
        <source>Track &apos;{excerpt}&apos; of {owner}</source>
        <translation>Leiste „{excerpt}“ von {owner}</translation>
    </message>
    <message>
        <source>{kind} &apos;{excerpt}&apos; of {owner}</source>
        <translation>{kind} „{excerpt}“ von {owner}</translation>
    </message>
    <message>
        <source>{kind} &apos;{excerpt}&apos;</source>
        <translation>{kind} „{excerpt}“</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>characters</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>challenge</source>
        <translation>Herausforderung</translation>
    </message>
    <message>
        <source>overcome</source>
        <translation>bewältigt</translation>
    </message>
    <message>
        <source>physical</source>
        <translation>körperlich</translation>
    </message>
    <message>
        <source>mental</source>
        <translation>geistig</translation>
    </message>
    <message>
        <source>social</source>
        <translation>sozial</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>beseitigt</translation>
    </message>
    <message>
        <source>stepped_down</source>
        <translation>herabgestuft</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <source>stepped_up</source>
        <translation>hochgestuft</translation>
    </message>
    <message>
        <source>spend</source>
        <translation>ihn auszugeben</translation>
    </message>
    <message>
        <source>push stress</source>
        <translation>Stress nachzulegen</translation>
    </message>
    <message>
        <source>complication</source>
        <translation>Komplikation</translation>
    </message>
    <message>
        <source>taken_out</source>
        <translation>ausgeschaltet</translation>
    </message>
    <message>
        <source>avoid being taken out</source>
        <translation>nicht ausgeschaltet zu werden</translation>
    </message>
    <message>
        <source>the empty pool</source>
        <translation>dem leeren Pool</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>Misserfolg</translation>
    </message>
    <message>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>heroic_success</source>
        <translation>heldenhafter Erfolg</translation>
    </message>
    <message>
        <source>Very Easy</source>
        <translation>Sehr leicht</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Challenging</source>
        <translation>Fordernd</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Very Hard</source>
        <translation>Sehr schwer</translation>
    </message>
    <message>
        <source>No stress in this test</source>
        <translation>Kein Stress in dieser Probe</translation>
    </message>
    <message>
        <source>In the GM&apos;s opposition</source>
        <translation>In der Opposition der SL</translation>
    </message>
    <message>
        <source>Pushed: 1 plot point, into your pool, steps up after</source>
        <translation>Nachgelegt: 1 Plotpunkt, in deinen Pool, danach hochgestuft</translation>
    </message>
    <message>
        <source>d4 stress into your pool: earn 1 plot point</source>
        <translation>d4-Stress in deinen Pool: 1 Plotpunkt verdienen</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>weg</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>Geschick</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>iron</source>
        <translation>Eisen</translation>
    </message>
    <message>
        <source>shadow</source>
        <translation>Schatten</translation>
    </message>
    <message>
        <source>wits</source>
        <translation>Verstand</translation>
    </message>
    <message>
        <source>health</source>
        <translation>Gesundheit</translation>
    </message>
    <message>
        <source>spirit</source>
        <translation>Geist</translation>
    </message>
    <message>
        <source>supply</source>
        <translation>Vorrat</translation>
    </message>
    <message>
        <source>integrity</source>
        <translation>Integrität</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>verwundet</translation>
    </message>
    <message>
        <source>shaken</source>
        <translation>erschüttert</translation>
    </message>
    <message>
        <source>unprepared</source>
        <translation>unvorbereitet</translation>
    </message>
    <message>
        <source>permanently harmed</source>
        <translation>dauerhaft geschädigt</translation>
    </message>
    <message>
        <source>traumatized</source>
        <translation>traumatisiert</translation>
    </message>
    <message>
        <source>doomed</source>
        <translation>verdammt</translation>
    </message>
    <message>
        <source>tormented</source>
        <translation>gequält</translation>
    </message>
    <message>
        <source>indebted</source>
        <translation>verschuldet</translation>
    </message>
    <message>
        <source>battered</source>
        <translation>ramponiert</translation>
    </message>
    <message>
        <source>cursed</source>
        <translation>verflucht</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>strong hit</source>
        <translation>Voller Erfolg</translation>
    </message>
    <message>
        <source>weak hit</source>
        <translation>Teilerfolg</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <source>Begin a Session</source>
        <extracomment>Every oracle table&apos;s name, in the data file&apos;s order.</extracomment>
        <translation>Eine Sitzung beginnen</translation>
    </message>
    <message>
        <source>Set a Flag</source>
        <translation>Eine Grenze setzen</translation>
    </message>
    <message>
        <source>Change Your Fate</source>
        <translation>Dein Schicksal ändern</translation>
    </message>
    <message>
        <source>Take a Break</source>
        <translation>Eine Pause machen</translation>
    </message>
    <message>
        <source>End a Session</source>
        <translation>Eine Sitzung beenden</translation>
    </message>
    <message>
        <source>Face Danger</source>
        <translation>Der Gefahr begegnen</translation>
    </message>
    <message>
        <source>Secure an Advantage</source>
        <translation>Einen Vorteil sichern</translation>
    </message>
    <message>
        <source>Gather Information</source>
        <translation>Informationen sammeln</translation>
    </message>
    <message>
        <source>Compel</source>
        <translation>Nötigen</translation>
    </message>
    <message>
        <source>Aid Your Ally</source>
        <translation>Deinem Verbündeten helfen</translation>
    </message>
    <message>
        <source>Check Your Gear</source>
        <translation>Deine Ausrüstung prüfen</translation>
    </message>
    <message>
        <source>Swear an Iron Vow</source>
        <translation>Einen eisernen Schwur leisten</translation>
    </message>
    <message>
        <source>Reach a Milestone</source>
        <translation>Einen Meilenstein erreichen</translation>
    </message>
    <message>
        <source>Fulfill Your Vow</source>
        <translation>Deinen Schwur erfüllen</translation>
    </message>
    <message>
        <source>Forsake Your Vow</source>
        <translation>Deinen Schwur brechen</translation>
    </message>
    <message>
        <source>Make a Connection</source>
        <translation>Eine Verbindung knüpfen</translation>
    </message>
    <message>
        <source>Develop Your Relationship</source>
        <translation>Deine Beziehung vertiefen</translation>
    </message>
    <message>
        <source>Test Your Relationship</source>
        <translation>Deine Beziehung auf die Probe stellen</translation>
    </message>
    <message>
        <source>Forge a Bond</source>
        <translation>Ein Band schmieden</translation>
    </message>
    <message>
        <source>Undertake an Expedition</source>
        <translation>Eine Expedition unternehmen</translation>
    </message>
    <message>
        <source>Explore a Waypoint</source>
        <translation>Einen Wegpunkt erkunden</translation>
    </message>
    <message>
        <source>Finish an Expedition</source>
        <translation>Eine Expedition abschließen</translation>
    </message>
    <message>
        <source>Set a Course</source>
        <translation>Einen Kurs setzen</translation>
    </message>
    <message>
        <source>Make a Discovery</source>
        <translation>Eine Entdeckung machen</translation>
    </message>
    <message>
        <source>Confront Chaos</source>
        <translation>Dem Chaos trotzen</translation>
    </message>
    <message>
        <source>Enter the Fray</source>
        <translation>Ins Getümmel stürzen</translation>
    </message>
    <message>
        <source>Gain Ground</source>
        <translation>Boden gewinnen</translation>
    </message>
    <message>
        <source>React Under Fire</source>
        <translation>Unter Beschuss reagieren</translation>
    </message>
    <message>
        <source>Strike</source>
        <translation>Zuschlagen</translation>
    </message>
    <message>
        <source>Clash</source>
        <translation>Zusammenprallen</translation>
    </message>
    <message>
        <source>Take Decisive Action</source>
        <translation>Entschlossen handeln</translation>
    </message>
    <message>
        <source>Face Defeat</source>
        <translation>Der Niederlage ins Auge sehen</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Kämpfen</translation>
    </message>
    <message>
        <source>Lose Momentum</source>
        <translation>Schwung verlieren</translation>
    </message>
    <message>
        <source>Endure Harm</source>
        <translation>Schaden ertragen</translation>
    </message>
    <message>
        <source>Endure Stress</source>
        <translation>Stress ertragen</translation>
    </message>
    <message>
        <source>Companion Takes a Hit</source>
        <translation>Gefährte wird getroffen</translation>
    </message>
    <message>
        <source>Sacrifice Resources</source>
        <translation>Vorräte opfern</translation>
    </message>
    <message>
        <source>Withstand Damage</source>
        <translation>Schaden standhalten</translation>
    </message>
    <message>
        <source>Sojourn</source>
        <translation>Rasten</translation>
    </message>
    <message>
        <source>Heal</source>
        <translation>Heilen</translation>
    </message>
    <message>
        <source>Hearten</source>
        <translation>Ermutigen</translation>
    </message>
    <message>
        <source>Resupply</source>
        <translation>Vorräte auffüllen</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>Reparieren</translation>
    </message>
    <message>
        <source>Face Death</source>
        <translation>Dem Tod ins Auge sehen</translation>
    </message>
    <message>
        <source>Face Desolation</source>
        <translation>Der Verzweiflung ins Auge sehen</translation>
    </message>
    <message>
        <source>Overcome Destruction</source>
        <translation>Die Zerstörung überwinden</translation>
    </message>
    <message>
        <source>Earn Experience</source>
        <translation>Erfahrung verdienen</translation>
    </message>
    <message>
        <source>Advance</source>
        <translation>Aufstieg</translation>
    </message>
    <message>
        <source>Continue a Legacy</source>
        <translation>Ein Vermächtnis fortführen</translation>
    </message>
    <message>
        <source>Ask the Oracle</source>
        <translation>Das Orakel befragen</translation>
    </message>
    <message>
        <source>Pay the Price</source>
        <translation>Den Preis zahlen</translation>
    </message>
    <message>
        <source>Begin a Scene</source>
        <translation>Eine Szene beginnen</translation>
    </message>
    <message>
        <source>Face Danger (Scene Challenge)</source>
        <translation>Der Gefahr begegnen (Szenen-Herausforderung)</translation>
    </message>
    <message>
        <source>Secure an Advantage (Scene Challenge)</source>
        <translation>Einen Vorteil sichern (Szenen-Herausforderung)</translation>
    </message>
    <message>
        <source>Finish a Scene</source>
        <translation>Eine Szene abschließen</translation>
    </message>
    <message>
        <source>Session Moves</source>
        <extracomment>Every Move category&apos;s name, in the data file&apos;s order.</extracomment>
        <translation>Sitzungszüge</translation>
    </message>
    <message>
        <source>Adventure Moves</source>
        <translation>Abenteuerzüge</translation>
    </message>
    <message>
        <source>Quest Moves</source>
        <translation>Questzüge</translation>
    </message>
    <message>
        <source>Connection Moves</source>
        <translation>Verbindungszüge</translation>
    </message>
    <message>
        <source>Exploration Moves</source>
        <translation>Erkundungszüge</translation>
    </message>
    <message>
        <source>Combat Moves</source>
        <translation>Kampfzüge</translation>
    </message>
    <message>
        <source>Suffer Moves</source>
        <translation>Leidenszüge</translation>
    </message>
    <message>
        <source>Recover Moves</source>
        <translation>Erholungszüge</translation>
    </message>
    <message>
        <source>Threshold Moves</source>
        <translation>Schwellenzüge</translation>
    </message>
    <message>
        <source>Legacy Moves</source>
        <translation>Vermächtniszüge</translation>
    </message>
    <message>
        <source>Fate Moves</source>
        <translation>Schicksalszüge</translation>
    </message>
    <message>
        <source>Scene Challenges</source>
        <translation>Szenen-Herausforderungen</translation>
    </message>
    <message>
        <source>Small chance</source>
        <extracomment>The names of the oracle&apos;s odds (Ask the Oracle), lowest first.</extracomment>
        <translation>Geringe Chance</translation>
    </message>
    <message>
        <source>Unlikely</source>
        <translation>Unwahrscheinlich</translation>
    </message>
    <message>
        <source>50/50</source>
        <translation>50/50</translation>
    </message>
    <message>
        <source>Likely</source>
        <translation>Wahrscheinlich</translation>
    </message>
    <message>
        <source>Almost certain</source>
        <translation>Fast sicher</translation>
    </message>
    <message>
        <source>At a facility</source>
        <extracomment>The repair situations&apos; names.</extracomment>
        <translation>In einer Werkstatt</translation>
    </message>
    <message>
        <source>At anchor</source>
        <translation>Vor Anker</translation>
    </message>
    <message>
        <source>Underway</source>
        <translation>Unterwegs</translation>
    </message>
    <message>
        <source>Under fire</source>
        <translation>Unter Beschuss</translation>
    </message>
    <message>
        <source>Clear the battered impact on a vehicle</source>
        <extracomment>What repair points buy, by name.</extracomment>
        <translation>Die Belastung „ramponiert“ eines Fahrzeugs löschen</translation>
    </message>
    <message>
        <source>Fix one broken module</source>
        <translation>Ein kaputtes Modul reparieren</translation>
    </message>
    <message>
        <source>+1 integrity on a vehicle</source>
        <translation>+1 Integrität für ein Fahrzeug</translation>
    </message>
    <message>
        <source>+1 health for a mechanical companion</source>
        <translation>+1 Gesundheit für einen mechanischen Gefährten</translation>
    </message>
    <message>
        <source>Repair any other component or device</source>
        <translation>Ein anderes Bauteil oder Gerät reparieren</translation>
    </message>
    <message>
        <source>Repair other equipment, but with a complication or malfunction</source>
        <translation>Andere Ausrüstung reparieren, aber mit einer Komplikation oder Fehlfunktion</translation>
    </message>
    <message>
        <source>Troublesome</source>
        <translation>Lästig</translation>
    </message>
    <message>
        <source>Dangerous</source>
        <translation>Gefährlich</translation>
    </message>
    <message>
        <source>Formidable</source>
        <translation>Gewaltig</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>Extrem</translation>
    </message>
    <message>
        <source>Epic</source>
        <translation>Episch</translation>
    </message>
    <message>
        <source>Vow</source>
        <translation>Schwur</translation>
    </message>
    <message>
        <source>Expedition</source>
        <translation>Expedition</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>Combat objective</source>
        <translation>Kampfziel</translation>
    </message>
    <message>
        <source>Scene challenge</source>
        <translation>Szenen-Herausforderung</translation>
    </message>
    <message>
        <source>quests</source>
        <translation>Quests</translation>
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
        <source>new asset</source>
        <translation>ein neues Talent</translation>
    </message>
    <message>
        <source>upgrade</source>
        <translation>eine Verbesserung</translation>
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
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>resolved</source>
        <translation>eingelöst</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>surrendered</source>
        <translation>aufgegeben</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>earned</source>
        <translation>verdient</translation>
    </message>
    <message>
        <source>spent</source>
        <translation>ausgegeben</translation>
    </message>
    <message>
        <source>An Investment&apos;s value</source>
        <translation>Der Wert einer Investition</translation>
    </message>
    <message>
        <source>The Director holds a Stance towards each Persona, {low} to {high}: at {low} the Director answers that Persona&apos;s Actor as favourably as the Narrative allows, at {high} as cruelly.</source>
        <translation>Die Spielleitung hat jeder Persona gegenüber eine Haltung von {low} bis {high}: bei {low} antwortet sie dem Akteur dieser Persona so wohlwollend, wie die Erzählung es erlaubt, bei {high} so grausam.</translation>
    </message>
    <message>
        <source>Every Persona&apos;s Stance starts at {low}.</source>
        <translation>Die Haltung gegenüber jeder Persona beginnt bei {low}.</translation>
    </message>
    <message>
        <source>It rises by 1 each time the Persona starts or develops a Strategy (at most {high}).</source>
        <translation>Sie steigt um 1, wann immer die Persona eine Strategie beginnt oder weiterentwickelt (höchstens {high}).</translation>
    </message>
    <message>
        <source>In a Challenge, a Push lowers it by 1 (at least {low}) to reset that Persona&apos;s Threat.</source>
        <translation>In einer Herausforderung senkt ein Nachlegen sie um 1 (mindestens {low}), um die Bedrohung dieser Persona zurückzusetzen.</translation>
    </message>
    <message>
        <source>Changes of Stance are written down, not said (Shadow Play).</source>
        <translation>Änderungen der Haltung werden aufgeschrieben, nicht ausgesprochen (Schattenspiel).</translation>
    </message>
    <message>
        <source>A Strategy is a course of action a Persona takes to resolve an Investment or to bring the Episode to an end; it is written down when it begins.</source>
        <translation>Eine Strategie ist ein Vorgehen, mit dem eine Persona eine Investition einlösen oder die Episode zu Ende bringen will; sie wird aufgeschrieben, sobald sie beginnt.</translation>
    </message>
    <message>
        <source>An Actor may challenge the Director&apos;s statement only over an action the Persona took in pursuit of a Strategy.</source>
        <translation>Ein Akteur darf eine Aussage der Spielleitung nur zu einer Handlung herausfordern, die seine Persona im Verfolgen einer Strategie unternommen hat.</translation>
    </message>
    <message>
        <source>A Strategy is active, surrendered (the card stays; the Persona can no longer forward it) or completed; only an active one is developed, and none becomes active again.</source>
        <translation>Eine Strategie ist aktiv, aufgegeben (die Karte bleibt liegen; die Persona kann sie nicht mehr voranbringen) oder abgeschlossen; nur eine aktive wird weiterentwickelt, und keine wird wieder aktiv.</translation>
    </message>
    <message>
        <source>At Surrender 0 an Actor may surrender the current Strategy to leave a Challenge.</source>
        <translation>Bei Aufgeben 0 kann ein Akteur die laufende Strategie aufgeben, um die Herausforderung zu verlassen.</translation>
    </message>
    <message>
        <source>An unrecorded course of action resolves nothing: the Director frames the Narrative so that it cannot.</source>
        <translation>Ein nicht aufgeschriebenes Vorgehen löst nichts ein: Die Spielleitung gestaltet die Erzählung so, dass es das nicht kann.</translation>
    </message>
    <message>
        <source>The Director&apos;s Stance</source>
        <translation>Die Haltung der Spielleitung</translation>
    </message>
    <message>
        <source>defensive</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <source>recovery</source>
        <translation>Erholung</translation>
    </message>
    <message>
        <source>leading</source>
        <translation>Führung</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>all_resolved</source>
        <translation>alles geklärt</translation>
    </message>
    <message>
        <source>compromise</source>
        <translation>Kompromiss</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>surrender_strategy</source>
        <translation>Strategie aufgeben</translation>
    </message>
    <message>
        <source>lose_investment</source>
        <translation>Investition verlieren</translation>
    </message>
    <message>
        <source>risk_corruption</source>
        <translation>Verderbnis riskieren</translation>
    </message>
    <message>
        <source>risk_death</source>
        <translation>Tod riskieren</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>aufgeben</translation>
    </message>
    <message>
        <source>clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>threats</source>
        <translation>Bedrohungen</translation>
    </message>
    <message>
        <source>move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>surrender_choice</source>
        <translation>Wahl beim Aufgeben</translation>
    </message>
    <message>
        <source>push</source>
        <translation>Nachlegen</translation>
    </message>
    <message>
        <source>designate</source>
        <translation>Bestimmen</translation>
    </message>
    <message>
        <source>end</source>
        <translation>Ende</translation>
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
        <source>Threat Score</source>
        <translation>Bedrohungswert</translation>
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
        <source>Fortune</source>
        <translation>Fortuna</translation>
    </message>
    <message>
        <source>Dice in every Move&apos;s pool.</source>
        <translation>Würfel im Pool jedes Zuges.</translation>
    </message>
    <message>
        <source>Added to the pool of a Defensive Move (against the Negative Trait just given).</source>
        <translation>Kommt zum Pool eines Verteidigungszuges (gegen das gerade gegebene negative Merkmal).</translation>
    </message>
    <message>
        <source>Added to the pool of a Recovery Move (raise a Trait or lower a Negative Trait).</source>
        <translation>Kommt zum Pool eines Erholungszuges (ein Merkmal heben oder ein negatives Merkmal senken).</translation>
    </message>
    <message>
        <source>Added to the pool of a Leading Move (create a Trait, create or destroy an Element).</source>
        <translation>Kommt zum Pool eines führenden Zuges (ein Merkmal schaffen, ein Element schaffen oder zerstören).</translation>
    </message>
    <message>
        <source>Added to the pool when the Actor accepts a Stunt (then a Target must show).</source>
        <translation>Kommt zum Pool, wenn der Akteur ein Kunststück annimmt (dann muss ein Ziel fallen).</translation>
    </message>
    <message>
        <source>Added to another Persona&apos;s pool when this Persona helps with its Move.</source>
        <translation>Kommt zum Pool einer anderen Persona, wenn diese Persona bei ihrem Zug hilft.</translation>
    </message>
    <message>
        <source>With the Director&apos;s Stance, the Threat a Challenge starts at (Stance + Threat Score).</source>
        <translation>Mit der Haltung der Spielleitung die Bedrohung, mit der eine Herausforderung beginnt (Haltung + Bedrohungswert).</translation>
    </message>
    <message>
        <source>The Guard a Challenge starts at: a threat comes when Opportunity (or Threat, by the rulings) passes it.</source>
        <translation>Die Deckung, mit der eine Herausforderung beginnt: Eine Bedrohung kommt, wenn die Gelegenheit (oder, je nach Regelentscheidung, die Bedrohung) sie übersteigt.</translation>
    </message>
    <message>
        <source>The Surrender a Challenge starts at: at 0 the Actor must choose how to surrender.</source>
        <translation>Das Aufgeben, mit dem eine Herausforderung beginnt: Bei 0 muss der Akteur wählen, wie er aufgibt.</translation>
    </message>
    <message>
        <source>Added to every Move&apos;s Risk.</source>
        <translation>Kommt zum Risiko jedes Zuges.</translation>
    </message>
    <message>
        <source>Added to every Move&apos;s Power.</source>
        <translation>Kommt zur Kraft jedes Zuges.</translation>
    </message>
    <message>
        <source>Pays Scope in place of dice; a Leading Move&apos;s extra Fortune adds Strength.</source>
        <translation>Bezahlt Reichweite statt Würfeln; zusätzliche Fortuna bei einem führenden Zug gibt Stärke dazu.</translation>
    </message>
    <message>
        <source>trait</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <source>attribute</source>
        <translation>Attribut</translation>
    </message>
    <message>
        <source>resource</source>
        <translation>Ressource</translation>
    </message>
    <message>
        <source>An Episode&apos;s title</source>
        <translation>Der Titel einer Episode</translation>
    </message>
    <message>
        <source>The Episode&apos;s date</source>
        <translation>Das Datum der Episode</translation>
    </message>
    <message>
        <source>Persona</source>
        <extracomment>How people call the rows of each table in messages (game terms, translated where shown).</extracomment>
        <translation>Persona</translation>
    </message>
    <message>
        <source>A Persona&apos;s name</source>
        <translation>Der Name einer Persona</translation>
    </message>
    <message>
        <source>The Actor&apos;s name</source>
        <translation>Der Name des Akteurs</translation>
    </message>
    <message>
        <source>Threat</source>
        <translation>Bedrohung</translation>
    </message>
    <message>
        <source>Edge</source>
        <translation>Geschick</translation>
    </message>
    <message>
        <source>Heart</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Iron</source>
        <translation>Eisen</translation>
    </message>
    <message>
        <source>Shadow</source>
        <translation>Schatten</translation>
    </message>
    <message>
        <source>Wits</source>
        <translation>Verstand</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Gesundheit</translation>
    </message>
    <message>
        <source>Spirit</source>
        <translation>Geist</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Vorrat</translation>
    </message>
    <message>
        <source>Integrity</source>
        <translation>Integrität</translation>
    </message>
    <message>
        <source>Quests</source>
        <translation>Queste</translation>
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
        <source>An Actor&apos;s name</source>
        <translation>Der Name eines Akteurs</translation>
    </message>
    <message>
        <source>An Element&apos;s name</source>
        <translation>Der Name eines Elements</translation>
    </message>
    <message>
        <source>An Element&apos;s Scale</source>
        <translation>Die Größe eines Elements</translation>
    </message>
    <message>
        <source>A Characteristic&apos;s name</source>
        <translation>Der Name einer Eigenschaft</translation>
    </message>
    <message>
        <source>A Characteristic</source>
        <translation>Eine Eigenschaft</translation>
    </message>
    <message>
        <source>Corrupt</source>
        <translation>Verdorben</translation>
    </message>
    <message>
        <source>The corrupt name</source>
        <translation>Der verdorbene Name</translation>
    </message>
    <message>
        <source>An Expression</source>
        <translation>Ein Ausdruck</translation>
    </message>
    <message>
        <source>The kind</source>
        <translation>Die Art</translation>
    </message>
    <message>
        <source>The name</source>
        <translation>Der Name</translation>
    </message>
    <message>
        <source>The Score</source>
        <translation>Der Wert</translation>
    </message>
    <message>
        <source>A modifier</source>
        <translation>Ein Modifikator</translation>
    </message>
    <message>
        <source>A Trait&apos;s name</source>
        <translation>Der Name eines Merkmals</translation>
    </message>
    <message>
        <source>A Trait&apos;s Strength</source>
        <translation>Die Stärke eines Merkmals</translation>
    </message>
    <message>
        <source>Negative</source>
        <translation>Negativ</translation>
    </message>
    <message>
        <source>The Relationship/State</source>
        <translation>Die Beziehung/der Zustand</translation>
    </message>
    <message>
        <source>A Strategy&apos;s name</source>
        <translation>Der Name einer Strategie</translation>
    </message>
    <message>
        <source>An Advance</source>
        <translation>Ein Aufstieg</translation>
    </message>
    <message>
        <source>An Advance&apos;s reason</source>
        <translation>Der Grund eines Aufstiegs</translation>
    </message>
    <message>
        <source>The date</source>
        <translation>Das Datum</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>Spielleitung</translation>
    </message>
    <message>
        <source>A Trait&apos;s holder</source>
        <translation>Der Träger eines Merkmals</translation>
    </message>
    <message>
        <source>A Trait&apos;s creator</source>
        <translation>Der Urheber eines Merkmals</translation>
    </message>
    <message>
        <source>An Investment&apos;s state</source>
        <translation>Der Zustand einer Investition</translation>
    </message>
    <message>
        <source>The reason</source>
        <translation>Der Grund</translation>
    </message>
    <message>
        <source>A Strategy&apos;s state</source>
        <translation>Der Zustand einer Strategie</translation>
    </message>
    <message>
        <source>rules package</source>
        <translation>Regelpaket</translation>
    </message>
    <message>
        <source>rulings</source>
        <translation>Regelentscheidungen</translation>
    </message>
    <message>
        <source>Personae</source>
        <translation>Personae</translation>
    </message>
    <message>
        <source>set-up</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Herausforderung</translation>
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
        <source>Actor</source>
        <translation>Akteur</translation>
    </message>
    <message>
        <source>Element</source>
        <translation>Element</translation>
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
        <source>Knack, Power or Signature Item</source>
        <translation>Kniff, Kraft oder Markenzeichen</translation>
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
        <source>Stance change</source>
        <translation>Haltungsänderung</translation>
    </message>
    <message>
        <source>Episode</source>
        <translation>Episode</translation>
    </message>
    <message>
        <source>Episode participant</source>
        <translation>Episodenteilnahme</translation>
    </message>
    <message>
        <source>Expression check</source>
        <translation>Abgehakter Ausdruck</translation>
    </message>
    <message>
        <source>Trait check</source>
        <translation>Abgehaktes Merkmal</translation>
    </message>
    <message>
        <source>Episode outcome</source>
        <translation>Episodenergebnis</translation>
    </message>
    <message>
        <source>Has risked Corruption</source>
        <translation>Hat Verderbnis riskiert</translation>
    </message>
    <message>
        <source>Has risked Death</source>
        <translation>Hat den Tod riskiert</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
    <message>
        <source>progress track</source>
        <translation>Fortschrittsleiste</translation>
    </message>
    <message>
        <source>oracle result</source>
        <translation>Orakelergebnis</translation>
    </message>
    <message>
        <source>Strong hit</source>
        <translation>Voller Erfolg</translation>
    </message>
    <message>
        <source>Weak hit</source>
        <translation>Teilerfolg</translation>
    </message>
    <message>
        <source>pool</source>
        <extracomment>What a pool typed in is called in a refusal (&quot;your pool: write the dice, ...&quot;).</extracomment>
        <translation>Pool</translation>
    </message>
    <message>
        <source>opposition pool</source>
        <translation>Widerstandspool</translation>
    </message>
    <message>
        <source>your pool</source>
        <translation>dein Pool</translation>
    </message>
    <message>
        <source>their pool</source>
        <translation>ihr Pool</translation>
    </message>
    <message>
        <source>A challenge&apos;s name</source>
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
        <source>Traits</source>
        <extracomment>What each kind of factor is called where a player&apos;s are written (a game term, marked).</extracomment>
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
        <source>A scene&apos;s name</source>
        <translation>Der Name einer Szene</translation>
    </message>
    <message>
        <source>A player&apos;s name</source>
        <translation>Der Name eines Spielers</translation>
    </message>
    <message>
        <source>Defensive</source>
        <extracomment>Each Move type&apos;s name (a game term: shown through ``game_term``).</extracomment>
        <translation>Defensiv</translation>
    </message>
    <message>
        <source>Leading</source>
        <translation>Führend</translation>
    </message>
    <message>
        <source>Stance</source>
        <translation>Haltung</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Columns named in a message, as people call them (the rest by their words).</extracomment>
        <translation>Name</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>asset</source>
        <translation>Asset</translation>
    </message>
    <message>
        <source>A track&apos;s name</source>
        <translation>Der Name einer Leiste</translation>
    </message>
    <message>
        <source>A Challenge&apos;s title</source>
        <translation>Der Titel einer Herausforderung</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>Tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <source>Delete the selected rows</source>
        <translation>Die gewählten Zeilen löschen</translation>
    </message>
    <message>
        <source>Challenge wizard</source>
        <translation>Herausforderungsassistent</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Apply the step shown</source>
        <translation>Den gezeigten Schritt anwenden</translation>
    </message>
    <message>
        <source>An offline character and campaign manager for the Starshine tabletop role-playing game.</source>
        <translation>Eine Offline-Verwaltung für Charaktere und Kampagnen des Tischrollenspiels Starshine.</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>&amp;Protokollordner öffnen</translation>
    </message>
    <message>
        <source>&amp;About {app}</source>
        <translation>&amp;Über {app}</translation>
    </message>
    <message>
        <source>Keyboard shortcuts — {app}</source>
        <translation>Tastenkürzel — {app}</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>Über {app}</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>History — {app}</source>
        <translation>Verlauf — {app}</translation>
    </message>
    <message>
        <source>Edits</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>Opened</source>
        <translation>Geöffnet</translation>
    </message>
    <message>
        <source>Click an edit to go back (or forward) to just after it.</source>
        <translation>Klicken Sie auf eine Änderung, um zurück (oder vor) bis direkt nach ihr zu gehen.</translation>
    </message>
</context>
<context>
    <name>InvestmentsTab</name>
    <message>
        <source>Make an Investment</source>
        <translation>Eine Investition tätigen</translation>
    </message>
    <message>
        <source>Relationship or State, e.g. protects it</source>
        <translation>Beziehung oder Zustand, z. B. beschützt es</translation>
    </message>
    <message>
        <source>Make Investment</source>
        <translation>Investition tätigen</translation>
    </message>
    <message>
        <source>Element</source>
        <translation>Element</translation>
    </message>
    <message>
        <source>From Characteristic</source>
        <translation>Aus Eigenschaft</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Relationship/State</source>
        <translation>Beziehung/Zustand</translation>
    </message>
    <message>
        <source>{name} (Scale {scale})</source>
        <translation>{name} (Maßstab {scale})</translation>
    </message>
    <message>
        <source>An Investment needs an Element and a Characteristic: add an Element under Elements and a Characteristic on the Characteristics page first.</source>
        <translation>Eine Investition braucht ein Element und eine Eigenschaft: Lege zuerst ein Element unter Elemente und eine Eigenschaft auf der Seite Eigenschaften an.</translation>
    </message>
    <message>
        <source>An Investment needs an Element: add one under Elements first.</source>
        <translation>Eine Investition braucht ein Element: Lege zuerst eines unter Elemente an.</translation>
    </message>
    <message>
        <source>An Investment needs a Characteristic: add one on the Characteristics page first.</source>
        <translation>Eine Investition braucht eine Eigenschaft: Lege zuerst eine auf der Seite Eigenschaften an.</translation>
    </message>
</context>
<context>
    <name>IronswornTab</name>
    <message>
        <source>quests</source>
        <extracomment>The legacy tracks and the ranks as edits&apos; names and choices call them (lower case).</extracomment>
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
        <extracomment>The legacy tracks&apos; captions.</extracomment>
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
        <source>{asset} counts as an impact</source>
        <translation>{asset} zählt als Belastung</translation>
    </message>
    <message>
        <source>{assets} count as impacts</source>
        <translation>{assets} zählen als Belastungen</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
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
    <message>
        <source>Wounded</source>
        <extracomment>The impacts&apos; check boxes (the engine names impacts in lower case, as sentences use them).</extracomment>
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
        <source>Momentum</source>
        <translation>Schwung</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Starshine Desktop will be shown in the language chosen the next time it starts.</source>
        <translation>Starshine Desktop erscheint beim nächsten Start in der gewählten Sprache.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
</context>
<context>
    <name>LiveConnection</name>
    <message>
        <source>Connected to {server}</source>
        <translation>Verbunden mit {server}</translation>
    </message>
    <message>
        <source>Reconnecting to {server}…</source>
        <translation>Verbinde erneut mit {server} …</translation>
    </message>
    <message>
        <source>Offline: {server} cannot be reached; trying again in {seconds} s</source>
        <translation>Offline: keine Verbindung zu {server}; neuer Versuch in {seconds} s</translation>
    </message>
    <message>
        <source>the server on this computer</source>
        <translation>dem Server auf diesem Computer</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>not available yet</source>
        <translation>noch nicht verfügbar</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Bereiche</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Verlauf …</translation>
    </message>
    <message>
        <source>&amp;Find in campaign…</source>
        <translation>In Kampagne &amp;suchen …</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation>&amp;Größerer Text</translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation>&amp;Kleinerer Text</translation>
    </message>
    <message>
        <source>&amp;Normal text size</source>
        <translation>&amp;Normale Textgröße</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>The change could not be made</source>
        <translation>Die Änderung konnte nicht vorgenommen werden</translation>
    </message>
    <message>
        <source>{name} — {app} (read-only)</source>
        <translation>{name} — {app} (schreibgeschützt)</translation>
    </message>
    <message>
        <source>{path} (read-only)</source>
        <translation>{path} (schreibgeschützt)</translation>
    </message>
    <message>
        <source>{name} — {app}</source>
        <translation>{name} — {app}</translation>
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
    <message>
        <source>No Persona may move now</source>
        <translation>Keine Persona darf jetzt ziehen</translation>
    </message>
</context>
<context>
    <name>MoveRollBox</name>
    <message>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>Persona</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>Leiste</translation>
    </message>
    <message>
        <source>Roll +</source>
        <translation>Wurf +</translation>
    </message>
    <message>
        <source>Burn momentum if it gives a better result</source>
        <translation>Schwung verbrennen, wenn es ein besseres Ergebnis bringt</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Adds</source>
        <translation>Boni</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <source>Or type the dice:</source>
        <translation>Oder Würfel eingeben:</translation>
    </message>
    <message>
        <source>Type the dice</source>
        <translation>Würfel eingeben</translation>
    </message>
    <message>
        <source>Roll t&amp;yped dice</source>
        <translation>&amp;Eingegebene Würfel werten</translation>
    </message>
    <message>
        <source>Open its &amp;oracle table</source>
        <translation>Seine &amp;Orakeltabelle öffnen</translation>
    </message>
    <message>
        <source>&amp;Apply outcome</source>
        <translation>Ergebnis &amp;anwenden</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>{approach}: +{stats} (whichever is {pick})</source>
        <translation>{approach}: +{stats} (je nachdem, was {pick} ist)</translation>
    </message>
    <message>
        <source>{approach}: +{stats}</source>
        <translation>{approach}: +{stats}</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>d6 d10 d10, e.g. 4 3 8</source>
        <translation>d6 d10 d10, z. B. 4 3 8</translation>
    </message>
    <message>
        <source>d10 d10, e.g. 3 8</source>
        <translation>d10 d10, z. B. 3 8</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{asset} ({reason})</source>
        <translation>{asset} ({reason})</translation>
    </message>
    <message>
        <source>Not offered: {assets}.</source>
        <translation>Nicht angeboten: {assets}.</translation>
    </message>
    <message>
        <source>Your assets add to this roll as their cards say:</source>
        <translation>Deine Assets ergänzen diesen Wurf, wie ihre Karten sagen:</translation>
    </message>
    <message>
        <source>{asset}, ability {number}: {situation}</source>
        <translation>{asset}, Fähigkeit {number}: {situation}</translation>
    </message>
    <message>
        <source>{asset}, ability {number}</source>
        <translation>{asset}, Fähigkeit {number}</translation>
    </message>
    <message>
        <source>— nobody —</source>
        <translation>— niemand —</translation>
    </message>
    <message>
        <source>— none —</source>
        <translation>— keine —</translation>
    </message>
    <message>
        <source>Legacy: {name}</source>
        <translation>Vermächtnis: {name}</translation>
    </message>
    <message>
        <source>Momentum {value}</source>
        <translation>Schwung {value}</translation>
    </message>
    <message>
        <source>Progress score {score}:
{odds}</source>
        <translation>Fortschrittswert {score}:
{odds}</translation>
    </message>
    <message>
        <source>No roll: the move&apos;s effect applies as it is.</source>
        <translation>Kein Wurf: Die Wirkung des Zugs gilt, wie sie ist.</translation>
    </message>
    <message>
        <source>Burn momentum ({value}) if it gives a better result</source>
        <translation>Schwung ({value}) verbrennen, wenn es ein besseres Ergebnis bringt</translation>
    </message>
    <message>
        <source>the dice</source>
        <translation>die Würfel</translation>
    </message>
    <message>
        <source>cancelled by momentum</source>
        <translation>durch Schwung aufgehoben</translation>
    </message>
    <message>
        <source>; momentum burned ({value})</source>
        <translation>; Schwung verbrannt ({value})</translation>
    </message>
    <message>
        <source>action die {die} + {stat} + {adds} = {score} against {first} and {second}</source>
        <translation>Aktionswürfel {die} + {stat} + {adds} = {score} gegen {first} und {second}</translation>
    </message>
    <message>
        <source>progress score {score} against {first} and {second}</source>
        <translation>Fortschrittswert {score} gegen {first} und {second}</translation>
    </message>
    <message>
        <source>momentum resets to {value}</source>
        <translation>Schwung wird auf {value} zurückgesetzt</translation>
    </message>
    <message>
        <source>{value} momentum</source>
        <translation>{value} Schwung</translation>
    </message>
    <message>
        <source>mark progress twice on the track</source>
        <translation>zweimal Fortschritt auf der Leiste markieren</translation>
    </message>
    <message>
        <source>mark progress on the track</source>
        <translation>Fortschritt auf der Leiste markieren</translation>
    </message>
    <message>
        <source>fill {count} tension-clock segment(s)</source>
        <translation>{count} Segment(e) der Spannungsuhr füllen</translation>
    </message>
    <message>
        <source>mark 1 tick on {track}</source>
        <translation>1 Strich bei {track} markieren</translation>
    </message>
    <message>
        <source>mark {ticks} ticks on {track}</source>
        <translation>{ticks} Striche bei {track} markieren</translation>
    </message>
    <message>
        <source>Applies: {what}</source>
        <translation>Wird angewendet: {what}</translation>
    </message>
    <message>
        <source>Nothing to apply automatically: follow the text.</source>
        <translation>Nichts automatisch anzuwenden: Folgen Sie dem Text.</translation>
    </message>
    <message>
        <source>Choose the Persona whose momentum changes.</source>
        <translation>Wählen Sie die Persona, deren Schwung sich ändert.</translation>
    </message>
    <message>
        <source>Choose the track to mark.</source>
        <translation>Wählen Sie die zu markierende Leiste.</translation>
    </message>
    <message>
        <source>move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Apply {move}</source>
        <translation>{move} anwenden</translation>
    </message>
    <message>
        <source>Applied: {what}</source>
        <translation>Angewendet: {what}</translation>
    </message>
</context>
<context>
    <name>MovesPanel</name>
    <message>
        <source>&lt;p&gt;Choose a move on the left, or search for one by its name or its trigger, to read it here and roll it for a Persona.&lt;/p&gt;</source>
        <extracomment>What the move page says before a move is chosen.</extracomment>
        <translation>&lt;p&gt;Wählen Sie links einen Zug oder suchen Sie einen nach Name oder Auslöser, um ihn hier zu lesen und für eine Persona zu würfeln.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Search moves</source>
        <translation>Züge suchen</translation>
    </message>
    <message>
        <source>Search moves by name or trigger</source>
        <translation>Nach Name oder Auslöser</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Text of the move</source>
        <translation>Text des Zugs</translation>
    </message>
</context>
<context>
    <name>OddsBar</name>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>{label} {fraction} ({percent})</source>
        <translation>{label} {fraction} ({percent})</translation>
    </message>
    <message>
        <source>{label}: {percent} ({fraction})</source>
        <translation>{label}: {percent} ({fraction})</translation>
    </message>
</context>
<context>
    <name>OddsTable</name>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Chance (exact)</source>
        <translation>Chance (genau)</translation>
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
        <source>{fraction} ({percent}%)</source>
        <translation>{fraction} ({percent} %)</translation>
    </message>
    <message>
        <source>Odds of each Result</source>
        <translation>Chancen jedes Ergebnisses</translation>
    </message>
    <message>
        <source>{result}: {chance}; Risk {risk}; Power {power}</source>
        <translation>{result}: {chance}; Risiko {risk}; Kraft {power}</translation>
    </message>
</context>
<context>
    <name>OraclesPanel</name>
    <message>
        <source>Ask the Oracle</source>
        <translation>Orakel befragen</translation>
    </message>
    <message>
        <source>Oracle tables</source>
        <translation>Orakeltabellen</translation>
    </message>
    <message>
        <source>Oracle tables of the rules packages</source>
        <translation>Orakeltabellen der Regelpakete</translation>
    </message>
    <message>
        <source>History (saved with the campaign)</source>
        <translation>Verlauf (mit der Kampagne gespeichert)</translation>
    </message>
    <message>
        <source>{odds} (yes on 1–{most})</source>
        <translation>{odds} (Ja bei 1–{most})</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <source>Rows of the oracle table</source>
        <translation>Zeilen der Orakeltabelle</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>&amp;Roll d100</source>
        <translation>d100 &amp;würfeln</translation>
    </message>
    <message>
        <source>Or look up:</source>
        <translation>Oder nachschlagen:</translation>
    </message>
    <message>
        <source>Number to look up</source>
        <translation>Nachzuschlagende Zahl</translation>
    </message>
    <message>
        <source>1–100 (more numbers resolve “roll twice”)</source>
        <translation>1–100 (weitere Zahlen lösen „zweimal würfeln“ auf)</translation>
    </message>
    <message>
        <source>&amp;Look up</source>
        <translation>&amp;Nachschlagen</translation>
    </message>
    <message>
        <source>Roll the two extra results</source>
        <translation>Die zwei zusätzlichen Ergebnisse würfeln</translation>
    </message>
    <message>
        <source>Replaces the ruleset&apos;s table {name}.</source>
        <translation>Ersetzt die Tabelle {name} des Regelwerks.</translation>
    </message>
    <message>
        <source>&amp;Roll {dice}</source>
        <translation>{dice} &amp;würfeln</translation>
    </message>
    <message>
        <source>{low}–{high} (more numbers for the rolls it asks for)</source>
        <translation>{low}–{high} (weitere Zahlen für die Würfe, die sie verlangt)</translation>
    </message>
    <message>
        <source>Yes {yes} · No {no} · Match {match}</source>
        <translation>Ja {yes} · Nein {no} · Pasch {match}</translation>
    </message>
    <message>
        <source>the oracle</source>
        <translation>das Orakel</translation>
    </message>
    <message>
        <source>&lt;b&gt;{roll}&lt;/b&gt;: Roll twice — type two more numbers after it, or roll the two extra results.</source>
        <translation>&lt;b&gt;{roll}&lt;/b&gt;: Zweimal würfeln — geben Sie zwei weitere Zahlen dahinter ein oder würfeln Sie die zwei zusätzlichen Ergebnisse.</translation>
    </message>
    <message>
        <source>Roll twice ({rolls}): {results}</source>
        <translation>Zweimal gewürfelt ({rolls}): {results}</translation>
    </message>
    <message>
        <source>Yes, with a match</source>
        <translation>Ja, mit Pasch</translation>
    </message>
    <message>
        <source>No, with a match</source>
        <translation>Nein, mit Pasch</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>&lt;b&gt;{roll}&lt;/b&gt;: {answer} (at {odds})</source>
        <translation>&lt;b&gt;{roll}&lt;/b&gt;: {answer} (bei {odds})</translation>
    </message>
    <message>
        <source>Oracle: {table}</source>
        <translation>Orakel: {table}</translation>
    </message>
</context>
<context>
    <name>PaidStressChoice</name>
    <message>
        <source>{kind} {die}</source>
        <translation>{kind} {die}</translation>
    </message>
    <message>
        <source>{kind}: {reason}</source>
        <translation>{kind}: {reason}</translation>
    </message>
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
        <source>The GM pays 1 plot point to add:</source>
        <translation>Die SL zahlt 1 Plotpunkt und fügt hinzu:</translation>
    </message>
</context>
<context>
    <name>PartyController</name>
    <message>
        <source>This campaign shares no party folder.</source>
        <translation>Diese Kampagne teilt keinen Gruppenordner.</translation>
    </message>
    <message>
        <source>Shared through {folder} as {who}.</source>
        <translation>Geteilt über {folder} als {who}.</translation>
    </message>
    <message>
        <source>The party folder cannot be used now: {reason}</source>
        <translation>Der Gruppenordner kann gerade nicht verwendet werden: {reason}</translation>
    </message>
    <message>
        <source>Written to the party folder: {names}</source>
        <translation>In den Gruppenordner geschrieben: {names}</translation>
    </message>
</context>
<context>
    <name>PartyFolder</name>
    <message>
        <source>Characteristic</source>
        <extracomment>The noun of each Persona list in a summary: (one, several).</extracomment>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <source>Characteristics</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>Knack</source>
        <translation>Kniff</translation>
    </message>
    <message>
        <source>Knacks</source>
        <translation>Kniffe</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Kraft</translation>
    </message>
    <message>
        <source>Powers</source>
        <translation>Kräfte</translation>
    </message>
    <message>
        <source>Signature Item</source>
        <translation>Markenzeichen</translation>
    </message>
    <message>
        <source>Signature Items</source>
        <translation>Markenzeichen</translation>
    </message>
    <message>
        <source>Trait</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <source>Investment</source>
        <translation>Investition</translation>
    </message>
    <message>
        <source>Investments</source>
        <translation>Investitionen</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Strategies</source>
        <translation>Strategien</translation>
    </message>
    <message>
        <source>Stance change</source>
        <translation>Haltungsänderung</translation>
    </message>
    <message>
        <source>Stance changes</source>
        <translation>Haltungsänderungen</translation>
    </message>
    <message>
        <source>Advance</source>
        <translation>Aufstieg</translation>
    </message>
    <message>
        <source>Advances</source>
        <translation>Aufstiege</translation>
    </message>
    <message>
        <source>track</source>
        <translation>Leiste</translation>
    </message>
    <message>
        <source>tracks</source>
        <translation>Leisten</translation>
    </message>
    <message>
        <source>a conflicted copy made by Dropbox</source>
        <translation>eine Konfliktkopie von Dropbox</translation>
    </message>
    <message>
        <source>a conflict copy made by Syncthing</source>
        <translation>eine Konfliktkopie von Syncthing</translation>
    </message>
    <message>
        <source>a duplicate made by a sync tool (Google Drive, OneDrive)</source>
        <translation>ein Duplikat eines Synchronisierungsprogramms (Google Drive, OneDrive)</translation>
    </message>
    <message>
        <source>another file of the same Persona</source>
        <translation>eine weitere Datei derselben Persona</translation>
    </message>
</context>
<context>
    <name>PartyFolderDialog</name>
    <message>
        <source>Party folder</source>
        <translation>Gruppenordner</translation>
    </message>
    <message>
        <source>Share Personae with your table through a folder your group already syncs (Dropbox, Google Drive, OneDrive, Syncthing, a network share). Each change you make is written there, and the others&apos; changes are taken from there. Keep the campaign file itself outside that folder.</source>
        <translation>Teilen Sie Personae mit Ihrer Runde über einen Ordner, den Ihre Gruppe schon synchronisiert (Dropbox, Google Drive, OneDrive, Syncthing, eine Netzwerkfreigabe). Jede Ihrer Änderungen wird dort gespeichert, und die Änderungen der anderen werden von dort übernommen. Bewahren Sie die Kampagnendatei selbst außerhalb dieses Ordners auf.</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen …</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <source>The Director (keeps every Persona)</source>
        <translation>Die Spielleitung (führt jede Persona)</translation>
    </message>
    <message>
        <source>{actor}&apos;s player (keeps the Personae {actor} plays)</source>
        <translation>Spieler von {actor} (führt die Personae, die {actor} spielt)</translation>
    </message>
    <message>
        <source>&amp;I am:</source>
        <translation>&amp;Ich bin:</translation>
    </message>
    <message>
        <source>Share through this folder</source>
        <translation>Über diesen Ordner teilen</translation>
    </message>
    <message>
        <source>Stop sharing</source>
        <translation>Nicht mehr teilen</translation>
    </message>
    <message>
        <source>Choose the folder your group shares.</source>
        <translation>Wählen Sie den Ordner, den Ihre Gruppe teilt.</translation>
    </message>
</context>
<context>
    <name>PartyPanel</name>
    <message>
        <source>the Director</source>
        <translation>die Spielleitung</translation>
    </message>
    <message>
        <source>{actor}&apos;s player</source>
        <translation>Spieler von {actor}</translation>
    </message>
    <message>
        <source>{author} added {persona}.</source>
        <translation>{author} hat {persona} hinzugefügt.</translation>
    </message>
    <message>
        <source>{author} updated {persona}: {parts}.</source>
        <translation>{author} hat {persona} geändert: {parts}.</translation>
    </message>
    <message>
        <source>{persona} from {author}: {how}</source>
        <translation>{persona} von {author}: {how}</translation>
    </message>
    <message>
        <source>{persona}: changed here and by {author}, both in {fields}</source>
        <translation>{persona}: hier und von {author} geändert, beide in {fields}</translation>
    </message>
    <message>
        <source>Party</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Look now</source>
        <translation>Jetzt nachsehen</translation>
    </message>
    <message>
        <source>Waiting for you</source>
        <translation>Wartet auf Sie</translation>
    </message>
    <message>
        <source>Merge…</source>
        <translation>Zusammenführen …</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>Meine behalten</translation>
    </message>
    <message>
        <source>Updates</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>Files left alone</source>
        <translation>Nicht übernommene Dateien</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>Merge {name} from {author}</source>
        <translation>{name} von {author} zusammenführen</translation>
    </message>
</context>
<context>
    <name>PersonaRecords</name>
    <message>
        <source>Open</source>
        <extracomment>How the states and kinds of Investments, Strategies and Advances read (``PersonaRecords``).</extracomment>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Resolved</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Surrendered</source>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Vollendet</translation>
    </message>
    <message>
        <source>Earned</source>
        <translation>Erhalten</translation>
    </message>
    <message>
        <source>Spent</source>
        <translation>Ausgegeben</translation>
    </message>
</context>
<context>
    <name>PersonaSheet</name>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} bis {high}</translation>
    </message>
    <message>
        <source>{what} needs a whole number ({range})</source>
        <translation>{what} braucht eine ganze Zahl ({range})</translation>
    </message>
    <message>
        <source>{what} must be a whole number ({range})</source>
        <translation>{what} muss eine ganze Zahl sein ({range})</translation>
    </message>
    <message>
        <source>Select a Persona in the table, or add one.</source>
        <translation>Wähle eine Persona in der Tabelle oder füge eine hinzu.</translation>
    </message>
    <message>
        <source>{what}: {range}</source>
        <translation>{what}: {range}</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>The Persona&apos;s name</source>
        <translation>Der Name der Persona</translation>
    </message>
    <message>
        <source>&amp;Actor</source>
        <translation>&amp;Akteur</translation>
    </message>
    <message>
        <source>Who plays this Persona</source>
        <translation>Wer diese Persona spielt</translation>
    </message>
    <message>
        <source>The Director&apos;s Stance</source>
        <translation>Die Haltung der Spielleitung</translation>
    </message>
    <message>
        <source>Director&apos;s &amp;Stance</source>
        <translation>&amp;Haltung der Spielleitung</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Anything worth remembering about this Persona</source>
        <translation>Alles, was man sich über diese Persona merken sollte</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Risked Corruption at Surrender 0 (once per Persona, ever); a Challenge starts with it used</source>
        <translation>Verderbnis bei Aufgeben 0 riskiert (nur einmal je Persona); eine Herausforderung beginnt damit als verbraucht</translation>
    </message>
    <message>
        <source>Risked Death at Surrender 0 (once per Persona, ever); a Challenge starts with it used</source>
        <translation>Tod bei Aufgeben 0 riskiert (nur einmal je Persona); eine Herausforderung beginnt damit als verbraucht</translation>
    </message>
    <message>
        <source>The Persona has died; it cannot take part in a Challenge</source>
        <translation>Die Persona ist gestorben; sie kann an keiner Herausforderung teilnehmen</translation>
    </message>
    <message>
        <source>Has risked Corruption</source>
        <translation>Hat Verderbnis riskiert</translation>
    </message>
    <message>
        <source>Has risked Death</source>
        <translation>Hat den Tod riskiert</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
    <message>
        <source>Has risked C&amp;orruption</source>
        <translation>Hat &amp;Verderbnis riskiert</translation>
    </message>
    <message>
        <source>Has risked Dea&amp;th</source>
        <translation>Hat den &amp;Tod riskiert</translation>
    </message>
    <message>
        <source>Dead †</source>
        <translation>Tot †</translation>
    </message>
    <message>
        <source>{score} {value} modified by {total} (Knacks, Powers and Signature Items: see Abilities)</source>
        <translation>{score} {value} verändert um {total} (Kniffe, Kräfte und Markenzeichen: siehe Fähigkeiten)</translation>
    </message>
</context>
<context>
    <name>PersonaSync</name>
    <message>
        <source>Name</source>
        <extracomment>The labels of the differences (English; marked: the update dialog shows them translated in the ``PersonaSync`` context, see ``Label``).</extracomment>
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
        <source>Asset {name}</source>
        <translation>Asset {name}</translation>
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
        <source>the file&apos;s</source>
        <translation>den der Datei</translation>
    </message>
    <message>
        <source>this campaign&apos;s (changed here only)</source>
        <translation>den dieser Kampagne (nur hier geändert)</translation>
    </message>
    <message>
        <source>Keep this campaign&apos;s {what}: {value}</source>
        <translation>{what} dieser Kampagne behalten: {value}</translation>
    </message>
    <message>
        <source>Keep the file&apos;s {what}: {value}</source>
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
    <name>PersonaeModel</name>
    <message>
        <source>{score} ({minimum} to {maximum})</source>
        <translation>{score} ({minimum} bis {maximum})</translation>
    </message>
    <message>
        <source>† Dead</source>
        <translation>† Tot</translation>
    </message>
    <message>
        <source>Risked Corruption &amp; Death</source>
        <translation>Verderbnis &amp; Tod riskiert</translation>
    </message>
    <message>
        <source>Risked Corruption</source>
        <translation>Verderbnis riskiert</translation>
    </message>
    <message>
        <source>Risked Death</source>
        <translation>Tod riskiert</translation>
    </message>
</context>
<context>
    <name>PersonaeSection</name>
    <message>
        <source>Run a Starshine Challenge with this Persona (Ctrl+Shift+H)</source>
        <translation>Eine Starshine-Herausforderung mit dieser Persona spielen (Ctrl+Shift+H)</translation>
    </message>
    <message>
        <source>&amp;Add Persona</source>
        <translation>Persona &amp;hinzufügen</translation>
    </message>
    <message>
        <source>D&amp;uplicate Persona</source>
        <translation>Persona d&amp;uplizieren</translation>
    </message>
    <message>
        <source>&amp;Delete Persona…</source>
        <translation>Persona &amp;löschen …</translation>
    </message>
    <message>
        <source>Start &amp;Challenge…</source>
        <translation>Herausforderung &amp;beginnen …</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Bogen</translation>
    </message>
    <message>
        <source>Persona pages</source>
        <translation>Seiten der Persona</translation>
    </message>
    <message>
        <source>Filter by name, Actor or notes</source>
        <translation>Nach Name, Akteur oder Notizen filtern</translation>
    </message>
    <message>
        <source>Filter Personae</source>
        <translation>Personae filtern</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplizieren</translation>
    </message>
    <message>
        <source>Start Challenge…</source>
        <translation>Herausforderung beginnen …</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>Choose which columns the table shows</source>
        <translation>Wählen, welche Spalten die Tabelle zeigt</translation>
    </message>
    <message>
        <source>Delete Persona</source>
        <translation>Persona löschen</translation>
    </message>
    <message>
        <source>Your campaign</source>
        <translation>Ihre Kampagne</translation>
    </message>
    <message>
        <source>{total} Persona</source>
        <translation>{total} Persona</translation>
    </message>
    <message>
        <source>{total} Personae</source>
        <translation>{total} Personae</translation>
    </message>
    <message>
        <source>{shown} of {total} Persona</source>
        <translation>{shown} von {total} Persona</translation>
    </message>
    <message>
        <source>{shown} of {total} Personae</source>
        <translation>{shown} von {total} Personae</translation>
    </message>
    <message>
        <source>Not available: {reason}</source>
        <translation>Nicht verfügbar: {reason}</translation>
    </message>
    <message>
        <source>Change Stance of {name}</source>
        <translation>Haltung von {name} ändern</translation>
    </message>
    <message>
        <source>Change &quot;{term}&quot; of {name}</source>
        <translation>„{term}“ von {name} ändern</translation>
    </message>
    <message>
        <source>Change {term} of {name}</source>
        <translation>{term} von {name} ändern</translation>
    </message>
    <message>
        <source>Change name of {name}</source>
        <translation>Namen von {name} ändern</translation>
    </message>
    <message>
        <source>Change Actor of {name}</source>
        <translation>Akteur von {name} ändern</translation>
    </message>
    <message>
        <source>Change notes of {name}</source>
        <translation>Notizen von {name} ändern</translation>
    </message>
    <message>
        <source>New Persona</source>
        <translation>Neue Persona</translation>
    </message>
    <message>
        <source>Add {name}</source>
        <translation>{name} hinzufügen</translation>
    </message>
    <message>
        <source>Duplicate {name}</source>
        <translation>{name} duplizieren</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players of {name}</source>
        <translation>Spieler von {name}</translation>
    </message>
    <message>
        <source>Each player logs in with a login of their own and may change only the Personae of the Actor they play.</source>
        <translation>Jede Person meldet sich mit einer eigenen Anmeldung an und darf nur die Personae des Akteurs ändern, den sie spielt.</translation>
    </message>
    <message>
        <source>Login</source>
        <translation>Anmeldung</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Akteur</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>No players yet: File › Shared campaign › Add player… gives an Actor a login.</source>
        <translation>Noch keine Spieler: Datei › Gemeinsame Kampagne verwalten › Spieler hinzufügen … gibt einem Akteur eine Anmeldung.</translation>
    </message>
    <message>
        <source>&amp;Remove…</source>
        <translation>&amp;Entfernen …</translation>
    </message>
    <message>
        <source>Remove {login}, who plays {actor}, from {name}? The login {login} loses its rights to this campaign: it can no longer read or change it. The login itself stays on the server, and {actor}&apos;s Personae stay in the campaign.</source>
        <translation>{login}, der {actor} spielt, aus {name} entfernen? Die Anmeldung {login} verliert ihre Rechte an dieser Kampagne: Sie kann sie nicht mehr lesen oder ändern. Die Anmeldung selbst bleibt auf dem Server, und die Personae von {actor} bleiben in der Kampagne.</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Spieler entfernen</translation>
    </message>
    <message>
        <source>The server refused: {reason}. Nothing was changed.</source>
        <translation>Der Server hat abgelehnt: {reason}. Nichts wurde geändert.</translation>
    </message>
</context>
<context>
    <name>PoolTool</name>
    <message>
        <source>Failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <source>Success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>Heroic</source>
        <translation>Heldenhaft</translation>
    </message>
    <message>
        <source>{die}: {face} hitch</source>
        <translation>{die}: {face} Patzer</translation>
    </message>
    <message>
        <source>{die}: {face} total</source>
        <translation>{die}: {face} Summe</translation>
    </message>
    <message>
        <source>{die}: {face} effect</source>
        <translation>{die}: {face} Effekt</translation>
    </message>
    <message>
        <source>Failure (a tie fails)</source>
        <translation>Fehlschlag (Gleichstand misslingt)</translation>
    </message>
    <message>
        <source>Heroic success by {margin}: effect die steps up to {effect}</source>
        <translation>Heldenhafter Erfolg um {margin}: Der Effektwürfel steigt auf {effect}</translation>
    </message>
    <message>
        <source>Success by {margin}</source>
        <translation>Erfolg um {margin}</translation>
    </message>
    <message>
        <source>Your pool</source>
        <translation>Dein Pool</translation>
    </message>
    <message>
        <source>Extra dice in the total (one plot point each):</source>
        <translation>Zusatzwürfel in der Summe (je ein Plotpunkt):</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <source>e.g. d10,d8,d6</source>
        <translation>z. B. d10,d8,d6</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Gegen</translation>
    </message>
    <message>
        <source>Exact odds before rolling</source>
        <translation>Genaue Chancen vor dem Wurf</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>faces in pool order, e.g. 7 3 1 (blank: roll here)</source>
        <translation>Augenzahlen in Pool-Reihenfolge, z. B. 7 3 1 (leer: hier würfeln)</translation>
    </message>
    <message>
        <source>Your faces</source>
        <translation>Deine Augenzahlen</translation>
    </message>
    <message>
        <source>the GM&apos;s faces (blank: roll here)</source>
        <translation>Augenzahlen der SL (leer: hier würfeln)</translation>
    </message>
    <message>
        <source>GM&apos;s faces</source>
        <translation>Augenzahlen der SL</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Add dice to see the odds.</source>
        <translation>Füge Würfel hinzu, um die Chancen zu sehen.</translation>
    </message>
    <message>
        <source>{pool} against {against}: hitch {hitch}%, botch {botch}%</source>
        <translation>{pool} gegen {against}: Patzer {hitch} %, Totalpatzer {botch} %</translation>
    </message>
    <message>
        <source>GM: {roll} → difficulty {total}</source>
        <translation>SL: {roll} → Schwierigkeit {total}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total {total}&lt;/b&gt; · effect die {effect}</source>
        <translation>&lt;b&gt;Summe {total}&lt;/b&gt; · Effektwürfel {effect}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total {total}&lt;/b&gt; · effect die {effect} (no die left: d4)</source>
        <translation>&lt;b&gt;Summe {total}&lt;/b&gt; · Effektwürfel {effect} (kein Würfel übrig: d4)</translation>
    </message>
    <message>
        <source>Hitches: {count} · &lt;b&gt;Botch&lt;/b&gt;</source>
        <translation>Patzer: {count} · &lt;b&gt;Totalpatzer&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Hitches: {count}</source>
        <translation>Patzer: {count}</translation>
    </message>
    <message>
        <source>Costs {count} plot point(s) for the extra dice</source>
        <translation>Kostet {count} Plotpunkt(e) für die Zusatzwürfel</translation>
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
    <message>
        <source>Persona sheet</source>
        <translation>Persona-Bogen</translation>
    </message>
    <message>
        <source>Every Persona&apos;s sheet (party print)</source>
        <translation>Die Bögen aller Personae (Gruppendruck)</translation>
    </message>
    <message>
        <source>Blank Persona sheet (pencil)</source>
        <translation>Leerer Persona-Bogen (für Bleistift)</translation>
    </message>
    <message>
        <source>Blank progress tracks and clocks</source>
        <translation>Leere Fortschrittsleisten und Uhren</translation>
    </message>
    <message>
        <source>Shadow Play index cards</source>
        <translation>Schattenspiel-Karteikarten</translation>
    </message>
    <message>
        <source>Episode prep sheet</source>
        <translation>Episodenvorbereitung</translation>
    </message>
    <message>
        <source>Challenge log</source>
        <translation>Herausforderungsprotokoll</translation>
    </message>
    <message>
        <source>Quick reference: Starshine Challenge</source>
        <translation>Kurzreferenz: Starshine-Herausforderung</translation>
    </message>
    <message>
        <source>Director&apos;s screen</source>
        <translation>Spielleiterschirm</translation>
    </message>
    <message>
        <source>Quick reference: moves</source>
        <translation>Kurzreferenz: Züge</translation>
    </message>
    <message>
        <source>Quick reference: oracle tables</source>
        <translation>Kurzreferenz: Orakeltabellen</translation>
    </message>
    <message>
        <source>Quick reference: Cortex-style dice</source>
        <translation>Kurzreferenz: Würfel im Cortex-Stil</translation>
    </message>
    <message>
        <source>Quick reference: statement resolution</source>
        <translation>Kurzreferenz: Auflösung von Aussagen</translation>
    </message>
    <message>
        <source>Persona sheets: {campaign}</source>
        <translation>Persona-Bögen: {campaign}</translation>
    </message>
    <message>
        <source>rulings of the Challenge {title}</source>
        <translation>Regelentscheidungen der Herausforderung {title}</translation>
    </message>
    <message>
        <source>rulings of {whose}</source>
        <translation>Regelentscheidungen von {whose}</translation>
    </message>
    <message>
        <source>rulings of the latest Challenge, {title}</source>
        <translation>Regelentscheidungen der letzten Herausforderung, {title}</translation>
    </message>
    <message>
        <source>default rulings</source>
        <translation>Standard-Regelentscheidungen</translation>
    </message>
    <message>
        <source>STANCE</source>
        <translation>HALTUNG</translation>
    </message>
    <message>
        <source>EXPRESSIONS</source>
        <translation>AUSDRÜCKE</translation>
    </message>
    <message>
        <source>INVESTMENT</source>
        <translation>INVESTITION</translation>
    </message>
    <message>
        <source>STRATEGY</source>
        <translation>STRATEGIE</translation>
    </message>
    <message>
        <source>TRAIT</source>
        <translation>MERKMAL</translation>
    </message>
    <message>
        <source>SHADOW PLAY</source>
        <translation>SCHATTENSPIEL</translation>
    </message>
    <message>
        <source>It rises by 1 each time the Persona starts or develops a Strategy; a Push lowers it by 1.</source>
        <translation>Sie steigt um 1, wann immer die Persona eine Strategie beginnt oder weiterentwickelt; Nachlegen senkt sie um 1.</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>Changes:</source>
        <translation>Änderungen:</translation>
    </message>
    <message>
        <source>Director&apos;s Stance</source>
        <translation>Haltung der Spielleitung</translation>
    </message>
    <message>
        <source>No Characteristics yet.</source>
        <translation>Noch keine Eigenschaften.</translation>
    </message>
    <message>
        <source>Expressions</source>
        <translation>Ausdrücke</translation>
    </message>
    <message>
        <source>Expressions ({number} of {count})</source>
        <translation>Ausdrücke ({number} von {count})</translation>
    </message>
    <message>
        <source>, taken from &lt;b&gt;{characteristic}&lt;/b&gt;</source>
        <translation>, genommen von &lt;b&gt;{characteristic}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Resolved: the Persona gains an Advance.</source>
        <translation>Eingelöst: Die Persona erhält einen Aufstieg.</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Pursues: &lt;b&gt;{aim}&lt;/b&gt;</source>
        <translation>Verfolgt: &lt;b&gt;{aim}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Begun or developed: the Director&apos;s Stance rises by 1.</source>
        <translation>Begonnen oder weiterentwickelt: Die Haltung der Spielleitung steigt um 1.</translation>
    </message>
    <message>
        <source>Negative Trait on &lt;b&gt;{on}&lt;/b&gt;, created by &lt;b&gt;{by}&lt;/b&gt;.</source>
        <translation>Negatives Merkmal auf &lt;b&gt;{on}&lt;/b&gt;, geschaffen von &lt;b&gt;{by}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Trait on &lt;b&gt;{on}&lt;/b&gt;, created by &lt;b&gt;{by}&lt;/b&gt;.</source>
        <translation>Merkmal auf &lt;b&gt;{on}&lt;/b&gt;, geschaffen von &lt;b&gt;{by}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Negative Trait on this Persona, created by &lt;b&gt;{by}&lt;/b&gt;.</source>
        <translation>Negatives Merkmal auf dieser Persona, geschaffen von &lt;b&gt;{by}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Trait on this Persona, created by &lt;b&gt;{by}&lt;/b&gt;.</source>
        <translation>Merkmal auf dieser Persona, geschaffen von &lt;b&gt;{by}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>the Persona itself</source>
        <translation>der Persona selbst</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Shadow Play cards: {name} · {campaign}</source>
        <translation>Schattenspiel-Karten: {name} · {campaign}</translation>
    </message>
    <message>
        <source>Shadow Play cards · {campaign}</source>
        <translation>Schattenspiel-Karten · {campaign}</translation>
    </message>
    <message>
        <source>the Director</source>
        <translation>die Spielleitung</translation>
    </message>
    <message>
        <source>Persona</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Stance</source>
        <translation>Haltung</translation>
    </message>
    <message>
        <source>Threat Score</source>
        <translation>Bedrohungswert</translation>
    </message>
    <message>
        <source>Element</source>
        <translation>Element</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Every ruling at its default.</source>
        <translation>Jede Regelentscheidung auf ihrem Standard.</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>No log entries.</source>
        <translation>Keine Protokolleinträge.</translation>
    </message>
    <message>
        <source>Negative, {strength}</source>
        <translation>negativ, {strength}</translation>
    </message>
    <message>
        <source>by {name}</source>
        <translation>von {name}</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Threat</source>
        <translation>Bedr.</translation>
    </message>
    <message>
        <source>Opp.</source>
        <translation>Gel.</translation>
    </message>
    <message>
        <source>Danger</source>
        <translation>Gefahr</translation>
    </message>
    <message>
        <source>Guard</source>
        <translation>Deck.</translation>
    </message>
    <message>
        <source>Surr.</source>
        <translation>Aufg.</translation>
    </message>
    <message>
        <source>(Scale {scale})</source>
        <translation>(Größe {scale})</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Auf</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <source>{count} step</source>
        <translation>{count} Schritt</translation>
    </message>
    <message>
        <source>{count} steps</source>
        <translation>{count} Schritte</translation>
    </message>
    <message>
        <source>{count} round</source>
        <translation>{count} Runde</translation>
    </message>
    <message>
        <source>{count} rounds</source>
        <translation>{count} Runden</translation>
    </message>
    <message>
        <source>{steps} over {rounds}; the Challenge is still running.</source>
        <translation>{steps} in {rounds}; die Herausforderung läuft noch.</translation>
    </message>
    <message>
        <source>{steps} over {rounds}; the Challenge is over: {outcome}.</source>
        <translation>{steps} in {rounds}; die Herausforderung ist vorbei: {outcome}.</translation>
    </message>
    <message>
        <source>Challenge log: {title}</source>
        <translation>Herausforderungsprotokoll: {title}</translation>
    </message>
    <message>
        <source>Campaign: {name}</source>
        <translation>Kampagne: {name}</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Regeln: {rules}</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Regelentscheidungen</translation>
    </message>
    <message>
        <source>Where it stands</source>
        <translation>Wo sie steht</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Print at 100% (actual size, no scaling): this line is 1 inch (25.4 mm) long.</source>
        <translation>Mit 100 % drucken (Originalgröße, ohne Skalierung): Diese Linie ist 1 Zoll (25,4 mm) lang.</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>US-Letter</translation>
    </message>
    <message>
        <source>A5</source>
        <translation>A5</translation>
    </message>
    <message>
        <source>US Legal</source>
        <translation>US-Legal</translation>
    </message>
    <message>
        <source>&lt;b&gt;Director:&lt;/b&gt; {name}</source>
        <translation>&lt;b&gt;Spielleitung:&lt;/b&gt; {name}</translation>
    </message>
    <message>
        <source>{actor} — plays {persona}</source>
        <translation>{actor} – spielt {persona}</translation>
    </message>
    <message>
        <source>No Personae.</source>
        <translation>Keine Personae.</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Akteur</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>No open Strategies.</source>
        <translation>Keine offenen Strategien.</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Pursues</source>
        <translation>Verfolgt</translation>
    </message>
    <message>
        <source>No open Investments.</source>
        <translation>Keine offenen Investitionen.</translation>
    </message>
    <message>
        <source>Investment</source>
        <translation>Investition</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>No earlier Episode.</source>
        <translation>Keine frühere Episode.</translation>
    </message>
    <message>
        <source>Last Episode: &lt;b&gt;{title}&lt;/b&gt;</source>
        <translation>Letzte Episode: &lt;b&gt;{title}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No outcome was stored for it.</source>
        <translation>Für sie wurde kein Ergebnis gespeichert.</translation>
    </message>
    <message>
        <source>Advance awarded</source>
        <translation>Aufstieg erhalten</translation>
    </message>
    <message>
        <source>No Advance</source>
        <translation>Kein Aufstieg</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <source>Every other player ticks what they saw; a Persona gains an Advance when every box of its table is ticked.</source>
        <translation>Alle anderen Spielenden haken ab, was sie gesehen haben; eine Persona erhält einen Aufstieg, wenn jedes Kästchen ihrer Tabelle abgehakt ist.</translation>
    </message>
    <message>
        <source>Left unchecked</source>
        <translation>Nicht abgehakt</translation>
    </message>
    <message>
        <source>Not checked by</source>
        <translation>Nicht abgehakt von</translation>
    </message>
    <message>
        <source>No Elements in play.</source>
        <translation>Keine Elemente im Spiel.</translation>
    </message>
    <message>
        <source>Negative</source>
        <translation>negativ</translation>
    </message>
    <message>
        <source>Traits on it</source>
        <translation>Merkmale darauf</translation>
    </message>
    <message>
        <source>Check-off for this Episode</source>
        <translation>Abhaken für diese Episode</translation>
    </message>
    <message>
        <source>Episode prep: {title}</source>
        <translation>Episodenvorbereitung: {title}</translation>
    </message>
    <message>
        <source>Participants</source>
        <translation>Teilnehmende</translation>
    </message>
    <message>
        <source>Stances</source>
        <translation>Haltungen</translation>
    </message>
    <message>
        <source>Open Strategies</source>
        <translation>Offene Strategien</translation>
    </message>
    <message>
        <source>Open Investments</source>
        <translation>Offene Investitionen</translation>
    </message>
    <message>
        <source>Left unchecked last Episode</source>
        <translation>In der letzten Episode nicht abgehakt</translation>
    </message>
    <message>
        <source>Elements in play</source>
        <translation>Elemente im Spiel</translation>
    </message>
    <message>
        <source>ending the Episode</source>
        <translation>das Beenden der Episode</translation>
    </message>
    <message>
        <source>Next Episode</source>
        <translation>Nächste Episode</translation>
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
        <source>Persona {id}</source>
        <translation>Persona {id}</translation>
    </message>
    <message>
        <source>Element {id}</source>
        <translation>Element {id}</translation>
    </message>
    <message>
        <source>Expression: {label}</source>
        <translation>Ausdruck: {label}</translation>
    </message>
    <message>
        <source>Trait: {label}</source>
        <translation>Merkmal: {label}</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>resolved</source>
        <translation>eingelöst</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>surrendered</source>
        <translation>aufgegeben</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>earned</source>
        <translation>verdient</translation>
    </message>
    <message>
        <source>spent</source>
        <translation>ausgegeben</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>Physical stress</source>
        <translation>Körperlicher Stress</translation>
    </message>
    <message>
        <source>Mental stress</source>
        <translation>Geistiger Stress</translation>
    </message>
    <message>
        <source>Social stress</source>
        <translation>Sozialer Stress</translation>
    </message>
    <message>
        <source>{name} (corrupt)</source>
        <translation>{name} (verdorben)</translation>
    </message>
    <message>
        <source>modified: {value}</source>
        <translation>modifiziert: {value}</translation>
    </message>
    <message>
        <source>Has risked Corruption (once, ever)</source>
        <translation>Hat Verderbnis riskiert (nur einmal)</translation>
    </message>
    <message>
        <source>Has risked Death (once, ever)</source>
        <translation>Hat den Tod riskiert (nur einmal)</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Kampagne</translation>
    </message>
    <message>
        <source>+1 a Strategy begun or developed, −1 a Push</source>
        <translation>+1 je begonnene oder weiterentwickelte Strategie, −1 je Nachlegen</translation>
    </message>
    <message>
        <source>corrupt</source>
        <translation>verdorben</translation>
    </message>
    <message>
        <source>Characteristic and its Expressions</source>
        <translation>Eigenschaft und ihre Ausdrücke</translation>
    </message>
    <message>
        <source>Knack, Power or Signature Item</source>
        <translation>Kniff, Kraft oder Markenzeichen</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>N: a Negative Trait. By: who made it, if not the Persona.</source>
        <translation>N: ein negatives Merkmal. Von: wer es geschaffen hat, wenn nicht die Persona.</translation>
    </message>
    <message>
        <source>Trait</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>from {characteristic}</source>
        <translation>aus {characteristic}</translation>
    </message>
    <message>
        <source>pursues {aim}</source>
        <translation>verfolgt {aim}</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Changes of the Director&apos;s Stance</source>
        <translation>Änderungen der Haltung der Spielleitung</translation>
    </message>
    <message>
        <source>Cortex-style dice</source>
        <translation>Würfel im Cortex-Stil</translation>
    </message>
    <message>
        <source>Plot points</source>
        <translation>Plotpunkte</translation>
    </message>
    <message>
        <source>Stressed out</source>
        <translation>Überlastet</translation>
    </message>
    <message>
        <source>takes no further part in the scene</source>
        <translation>nimmt nicht weiter an der Szene teil</translation>
    </message>
    <message>
        <source>Stress die</source>
        <translation>Stresswürfel</translation>
    </message>
    <message>
        <source>&lt;b&gt;Momentum&lt;/b&gt; (max and reset: ____ / ____)</source>
        <translation>&lt;b&gt;Schwung&lt;/b&gt; (Maximum und Rücksetzwert: ____ / ____)</translation>
    </message>
    <message>
        <source>max</source>
        <translation>max.</translation>
    </message>
    <message>
        <source>reset</source>
        <translation>Rücksetzen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Momentum&lt;/b&gt; {now} (max {most}, reset {reset})</source>
        <translation>&lt;b&gt;Momentum&lt;/b&gt; {now} (max. {most}, Rücksetzen {reset})</translation>
    </message>
    <message>
        <source>Rank: __________</source>
        <translation>Rang: __________</translation>
    </message>
    <message>
        <source>Vows</source>
        <translation>Schwüre</translation>
    </message>
    <message>
        <source>Progress tracks</source>
        <translation>Fortschrittsleisten</translation>
    </message>
    <message>
        <source>Legacy tracks</source>
        <translation>Vermächtnisleisten</translation>
    </message>
    <message>
        <source>completed before</source>
        <translation>schon einmal voll</translation>
    </message>
    <message>
        <source>&lt;b&gt;Experience&lt;/b&gt; earned {earned}, spent {spent}, available {left}</source>
        <translation>&lt;b&gt;Erfahrung&lt;/b&gt; verdient {earned}, ausgegeben {spent}, verfügbar {left}</translation>
    </message>
    <message>
        <source>Impacts</source>
        <translation>Belastungen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Experience&lt;/b&gt; earned ________ spent ________</source>
        <translation>&lt;b&gt;Erfahrung&lt;/b&gt; verdient ________ ausgegeben ________</translation>
    </message>
    <message>
        <source>Momentum</source>
        <translation>Schwung</translation>
    </message>
    <message>
        <source>Advance</source>
        <translation>Aufstieg</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Advances</source>
        <translation>Aufstiege</translation>
    </message>
    <message>
        <source>Earned {earned}, spent {spent}, unspent {left}.</source>
        <translation>Verdient {earned}, ausgegeben {spent}, nicht ausgegeben {left}.</translation>
    </message>
    <message>
        <source>Assets</source>
        <translation>Assets</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Characteristics and Expressions</source>
        <translation>Eigenschaften und Ausdrücke</translation>
    </message>
    <message>
        <source>Knacks, Powers and Signature Items</source>
        <translation>Kniffe, Kräfte und Markenzeichen</translation>
    </message>
    <message>
        <source>Investments</source>
        <translation>Investitionen</translation>
    </message>
    <message>
        <source>Strategies</source>
        <translation>Strategien</translation>
    </message>
    <message>
        <source>{count} {heading}: after this page.</source>
        <translation>{heading} ({count}): nach dieser Seite.</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>Persona sheet: {name}</source>
        <translation>Persona-Bogen: {name}</translation>
    </message>
    <message>
        <source>Persona sheet (blank)</source>
        <translation>Persona-Bogen (leer)</translation>
    </message>
    <message>
        <source>Starshine Persona sheet</source>
        <translation>Starshine-Persona-Bogen</translation>
    </message>
    <message>
        <source>cannot start painting the document</source>
        <translation>das Dokument kann nicht gezeichnet werden</translation>
    </message>
    <message>
        <source>(continued)</source>
        <translation>(Fortsetzung)</translation>
    </message>
    <message>
        <source>page {number} of {count}</source>
        <translation>Seite {number} von {count}</translation>
    </message>
    <message>
        <source>continued, {part} of {parts}</source>
        <translation>Fortsetzung, {part} von {parts}</translation>
    </message>
    <message>
        <source>1 of {parts}</source>
        <translation>1 von {parts}</translation>
    </message>
    <message>
        <source>cannot start painting the cards</source>
        <translation>die Karten können nicht gezeichnet werden</translation>
    </message>
    <message>
        <source>cannot start a new page</source>
        <translation>es kann keine neue Seite begonnen werden</translation>
    </message>
    <message>
        <source>cards are printed on their own sheets, not as a booklet</source>
        <translation>Karten werden auf eigenen Blättern gedruckt, nicht als Heft</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>{path} kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}; the old file is unchanged</source>
        <translation>{path} kann nicht geschrieben werden: {reason}; die alte Datei ist unverändert</translation>
    </message>
    <message>
        <source>the file could not be written in full (is the disk full?)</source>
        <translation>die Datei konnte nicht vollständig geschrieben werden (ist der Datenträger voll?)</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <source>Rolling</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Probe</translation>
    </message>
    <message>
        <source>Contest</source>
        <translation>Wettstreit</translation>
    </message>
    <message>
        <source>Challenge pool</source>
        <translation>Herausforderungspool</translation>
    </message>
    <message>
        <source>The pool: the difficulty dice, plus by the challenge&apos;s length:</source>
        <translation>Der Pool: die Schwierigkeitswürfel, dazu je nach Länge der Herausforderung:</translation>
    </message>
    <message>
        <source>Stress ({types})</source>
        <translation>Stress ({types})</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Action-based resolution</source>
        <translation>Aktionsbasierte Auflösung</translation>
    </message>
    <message>
        <source>Action order (handoff initiative)</source>
        <translation>Aktionsreihenfolge (Übergabe-Initiative)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Mark or lose progress, ticks</source>
        <translation>Fortschritt markieren oder verlieren, Striche</translation>
    </message>
    <message>
        <source>Legacy reward, ticks</source>
        <translation>Vermächtnisbelohnung, Striche</translation>
    </message>
    <message>
        <source>Bond roll</source>
        <translation>Bandwurf</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Ränge</translation>
    </message>
    <message>
        <source>Impacts marked</source>
        <translation>Markierte Belastungen</translation>
    </message>
    <message>
        <source>Max momentum</source>
        <translation>Maximaler Schwung</translation>
    </message>
    <message>
        <source>Reset to</source>
        <translation>Zurück auf</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Repair points buy</source>
        <translation>Reparaturpunkte kaufen</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>The repair points table</source>
        <translation>Die Tabelle der Reparaturpunkte</translation>
    </message>
    <message>
        <source>From {credit}</source>
        <translation>Aus {credit}</translation>
    </message>
    <message>
        <source>Moves reference · CC BY-NC-SA 4.0</source>
        <translation>Zugreferenz · CC BY-NC-SA 4.0</translation>
    </message>
    <message>
        <source>roll twice</source>
        <translation>zweimal würfeln</translation>
    </message>
    <message>
        <source>Move: {name}</source>
        <translation>Zug: {name}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Ask the Oracle</source>
        <translation>Das Orakel befragen</translation>
    </message>
    <message>
        <source>Oracle tables · CC BY-NC-SA 4.0</source>
        <translation>Orakeltabellen · CC BY-NC-SA 4.0</translation>
    </message>
    <message>
        <source>What triggers a threat</source>
        <translation>Was eine Bedrohung auslöst</translation>
    </message>
    <message>
        <source>What resets after a threat</source>
        <translation>Was nach einer Bedrohung zurückgesetzt wird</translation>
    </message>
    <message>
        <source>Scope range</source>
        <translation>Spanne der Reichweite</translation>
    </message>
    <message>
        <source>Recovery Power</source>
        <translation>Kraft bei Erholung</translation>
    </message>
    <message>
        <source>Leading Power</source>
        <translation>Kraft beim Führen</translation>
    </message>
    <message>
        <source>Telling Negative: whose Traits</source>
        <translation>Zählende negative Merkmale: wessen Merkmale</translation>
    </message>
    <message>
        <source>Surrender after a risk</source>
        <translation>Aufgeben nach einem Risiko</translation>
    </message>
    <message>
        <source>A Push resets Threat with</source>
        <translation>Nachlegen setzt die Bedrohung zurück mit</translation>
    </message>
    <message>
        <source>Push limit</source>
        <translation>Grenze für Nachlegen</translation>
    </message>
    <message>
        <source>Affecting Traits</source>
        <translation>Wirkende Merkmale</translation>
    </message>
    <message>
        <source>Opportunity greater than Guard</source>
        <translation>Gelegenheit größer als Deckung</translation>
    </message>
    <message>
        <source>Opportunity and Danger go to 0</source>
        <translation>Gelegenheit und Gefahr gehen auf 0</translation>
    </message>
    <message>
        <source>Threat greater than Guard (as the rules&apos; text reads)</source>
        <translation>Bedrohung größer als Deckung (wie der Regeltext lautet)</translation>
    </message>
    <message>
        <source>Threat and Opportunity go to 0 (as the rules&apos; text reads)</source>
        <translation>Bedrohung und Gelegenheit fallen auf 0 (wie der Regeltext lautet)</translation>
    </message>
    <message>
        <source>2 to 6 (time 1–3 + significance 1–3)</source>
        <translation>2 bis 6 (Zeit 1–3 + Bedeutung 1–3)</translation>
    </message>
    <message>
        <source>1 to 6</source>
        <translation>1 bis 6</translation>
    </message>
    <message>
        <source>change by 1, 2 or 3 as Power is less than, equal to or more than Strength</source>
        <translation>Änderung um 1, 2 oder 3, je nachdem ob die Kraft kleiner, gleich oder größer als die Stärke ist</translation>
    </message>
    <message>
        <source>one point of Strength per point of Power</source>
        <translation>ein Punkt Stärke je Punkt Kraft</translation>
    </message>
    <message>
        <source>Strength or Scale 1, 2 or 3 as Power is less than, equal to or more than Threat, +1 per extra Fortune</source>
        <translation>Stärke oder Größe 1, 2 oder 3, je nachdem ob die Kraft kleiner, gleich oder größer als die Bedrohung ist, +1 je zusätzlicher Fortuna</translation>
    </message>
    <message>
        <source>a Trait costs Threat per point of Strength; an Element costs Threat + Scale</source>
        <translation>ein Merkmal kostet Bedrohung je Punkt Stärke; ein Element kostet Bedrohung + Größe</translation>
    </message>
    <message>
        <source>the acting Persona&apos;s, after its own Move</source>
        <translation>die der handelnden Persona, nach ihrem eigenen Zug</translation>
    </message>
    <message>
        <source>everyone&apos;s, after every Move</source>
        <translation>die aller, nach jedem Zug</translation>
    </message>
    <message>
        <source>back to its value at set-up</source>
        <translation>zurück auf den Wert beim Aufbau</translation>
    </message>
    <message>
        <source>its original value − 1</source>
        <translation>sein ursprünglicher Wert − 1</translation>
    </message>
    <message>
        <source>the Stance before the Push + Threat Score</source>
        <translation>die Haltung vor dem Nachlegen + Bedrohungswert</translation>
    </message>
    <message>
        <source>the Stance after the Push + Threat Score</source>
        <translation>die Haltung nach dem Nachlegen + Bedrohungswert</translation>
    </message>
    <message>
        <source>once per Challenge</source>
        <translation>einmal je Herausforderung</translation>
    </message>
    <message>
        <source>once per Persona</source>
        <translation>einmal je Persona</translation>
    </message>
    <message>
        <source>off: Traits do not change a Move&apos;s scores</source>
        <translation>aus: Merkmale ändern die Werte eines Zuges nicht</translation>
    </message>
    <message>
        <source>on: a Trait that applies adds its Strength to one Score of the Move (a Negative Trait subtracts) until the end of that Persona&apos;s next Move</source>
        <translation>an: ein zutreffendes Merkmal addiert seine Stärke zu einem Wert des Zuges (ein negatives Merkmal subtrahiert) bis zum Ende des nächsten Zuges dieser Persona</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>table&apos;s choice</source>
        <translation>Wahl der Runde</translation>
    </message>
    <message>
        <source>0. Set up (once)</source>
        <translation>0. Aufbau (einmal)</translation>
    </message>
    <message>
        <source>1. Clock</source>
        <translation>1. Uhr</translation>
    </message>
    <message>
        <source>2. Threats</source>
        <translation>2. Bedrohungen</translation>
    </message>
    <message>
        <source>3. Moves (each Actor, one Move per round, any order)</source>
        <translation>3. Züge (jeder Akteur, ein Zug pro Runde, beliebige Reihenfolge)</translation>
    </message>
    <message>
        <source>5. Surrender (at Surrender 0)</source>
        <translation>5. Aufgeben (bei Aufgeben 0)</translation>
    </message>
    <message>
        <source>6. Free, Push, Compromise</source>
        <translation>6. Frei, Nachlegen, Kompromiss</translation>
    </message>
    <message>
        <source>7. Next round</source>
        <translation>7. Nächste Runde</translation>
    </message>
    <message>
        <source>Quick reference: the Starshine Challenge</source>
        <translation>Kurzreferenz: die Starshine-Herausforderung</translation>
    </message>
    <message>
        <source>{range}, starts at {value}</source>
        <translation>{range}, beginnt bei {value}</translation>
    </message>
    <message>
        <source>Rules version 2.1 · Campaign: {name} · {source}</source>
        <translation>Regelversion 2.1 · Kampagne: {name} · {source}</translation>
    </message>
    <message>
        <source>Rules version 2.1 · {source}</source>
        <translation>Regelversion 2.1 · {source}</translation>
    </message>
    <message>
        <source>The Challenge</source>
        <translation>Die Herausforderung</translation>
    </message>
    <message>
        <source>Rulings in play</source>
        <translation>Geltende Regelentscheidungen</translation>
    </message>
    <message>
        <source>The Scores</source>
        <translation>Die Werte</translation>
    </message>
    <message>
        <source>The Director&apos;s Stance</source>
        <translation>Die Haltung der Spielleitung</translation>
    </message>
    <message>
        <source>1. State</source>
        <translation>1. Aussagen</translation>
    </message>
    <message>
        <source>2. Roll</source>
        <translation>2. Würfeln</translation>
    </message>
    <message>
        <source>3. Resolve</source>
        <translation>3. Auflösen</translation>
    </message>
    <message>
        <source>Luck (at most {cap})</source>
        <translation>Glück (höchstens {cap})</translation>
    </message>
    <message>
        <source>After the scene, in this order</source>
        <translation>Nach der Szene, in dieser Reihenfolge</translation>
    </message>
    <message>
        <source>Setbacks in later scenes</source>
        <translation>Rückschläge in späteren Szenen</translation>
    </message>
    <message>
        <source>Statement resolution</source>
        <translation>Auflösung von Aussagen</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>Leiste</translation>
    </message>
    <message>
        <source>Progress tracks and clocks</source>
        <translation>Fortschrittsleisten und Uhren</translation>
    </message>
    <message>
        <source>Mark progress by the rank: one tick a slash, two a cross, four fill a box. Fill a clock&apos;s segments as trouble grows.</source>
        <translation>Fortschritt nach dem Rang markieren: ein Strich ein Schrägstrich, zwei ein Kreuz, vier füllen ein Kästchen. Die Segmente einer Uhr füllen, wenn Ärger wächst.</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>Uhren</translation>
    </message>
</context>
<context>
    <name>PrintMenu</name>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>Szenarien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Als PDF exportieren</translation>
    </message>
    <message>
        <source>Challenge scenario</source>
        <translation>Herausforderungsszenario</translation>
    </message>
    <message>
        <source>A scenario file…</source>
        <translation>Eine Szenariodatei …</translation>
    </message>
    <message>
        <source>Challenge log</source>
        <translation>Herausforderungsprotokoll</translation>
    </message>
    <message>
        <source>Print the log of:</source>
        <translation>Das Protokoll drucken von:</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>Episode prep</source>
        <translation>Episodenvorbereitung</translation>
    </message>
    <message>
        <source>Print the prep of the Episode:</source>
        <translation>Die Vorbereitung dieser Episode drucken:</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>A5 booklet on A4 sheets</source>
        <translation>A5-Heft auf A4-Blättern</translation>
    </message>
    <message>
        <source>Cannot print the {document}</source>
        <translation>{document} kann nicht gedruckt werden</translation>
    </message>
    <message>
        <source>Cannot export the PDF</source>
        <translation>Das PDF kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Writing {title}…</source>
        <translation>{title} wird geschrieben …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Preparing the cards…</source>
        <translation>Die Karten werden vorbereitet …</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Seite {page} von {pages}</translation>
    </message>
    <message>
        <source>printing was cancelled; nothing was written</source>
        <translation>das Drucken wurde abgebrochen; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>{document}…</source>
        <translation>{document} …</translation>
    </message>
</context>
<context>
    <name>ProgressTrack</name>
    <message>
        <source>{boxes} of {count} boxes filled ({ticks} of {total} ticks)</source>
        <translation>{boxes} von {count} Kästchen gefüllt ({ticks} von {total} Strichen)</translation>
    </message>
    <message>
        <source>{boxes} of {count} boxes filled and 1 tick ({ticks} of {total} ticks)</source>
        <translation>{boxes} von {count} Kästchen gefüllt und 1 Strich ({ticks} von {total} Strichen)</translation>
    </message>
    <message>
        <source>{boxes} of {count} boxes filled and {rest} ticks ({ticks} of {total} ticks)</source>
        <translation>{boxes} von {count} Kästchen gefüllt und {rest} Striche ({ticks} von {total} Strichen)</translation>
    </message>
</context>
<context>
    <name>ProgressTrackWidget</name>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Starshine campaigns (*.starshine *.starshine-link);;All files (*)</source>
        <translation>Starshine-Kampagnen (*.starshine *.starshine-link);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open campaign</source>
        <translation>Kampagne öffnen</translation>
    </message>
    <message>
        <source>New campaign</source>
        <translation>Neue Kampagne</translation>
    </message>
    <message>
        <source>new{suffix}</source>
        <translation>neu{suffix}</translation>
    </message>
    <message>
        <source>Save a copy as</source>
        <translation>Kopie speichern unter</translation>
    </message>
</context>
<context>
    <name>RecordEditing</name>
    <message>
        <source>Director</source>
        <translation>Spielleitung</translation>
    </message>
    <message>
        <source>{name} (Element)</source>
        <translation>{name} (Element)</translation>
    </message>
</context>
<context>
    <name>RecordTable</name>
    <message>
        <source>Filter</source>
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
    <name>RecordsTab</name>
    <message>
        <source>Select a Persona in the table to see its records.</source>
        <translation>Wählen Sie eine Persona in der Tabelle, um ihre Einträge zu sehen.</translation>
    </message>
    <message>
        <source>Change {column} of {name}</source>
        <translation>{column} von {name} ändern</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>the record</source>
        <translation>den Eintrag</translation>
    </message>
</context>
<context>
    <name>ReferencePage</name>
    <message>
        <source>&amp;Moves</source>
        <translation>&amp;Züge</translation>
    </message>
    <message>
        <source>&amp;Oracles</source>
        <translation>&amp;Orakel</translation>
    </message>
    <message>
        <source>&amp;Assets</source>
        <translation>&amp;Assets</translation>
    </message>
    <message>
        <source>&amp;Setting</source>
        <translation>&amp;Welt</translation>
    </message>
    <message>
        <source>That link names something in the rules package “{package}”, which is not in this campaign.</source>
        <translation>Dieser Verweis nennt etwas im Regelpaket „{package}“, das nicht in dieser Kampagne ist.</translation>
    </message>
    <message>
        <source>{name} is not shown in the Reference yet.</source>
        <translation>{name} wird in der Referenz noch nicht gezeigt.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>action-based resolution: the reaction&apos;s total is 0 or more, not {total!r}</source>
        <translation>ergebnisbasierte Auflösung: die Summe der Reaktion ist 0 oder mehr, nicht {total!r}</translation>
    </message>
    <message>
        <source>action-based resolution: the action&apos;s total is 0 or more, not {total!r}</source>
        <translation>ergebnisbasierte Auflösung: die Summe der Aktion ist 0 oder mehr, nicht {total!r}</translation>
    </message>
    <message>
        <source>action order: name every character taking part (at least one)</source>
        <translation>Handlungsreihenfolge: nenne jede beteiligte Figur (mindestens eine)</translation>
    </message>
    <message>
        <source>action order: each character takes part once; a name is repeated</source>
        <translation>Handlungsreihenfolge: jede Figur ist einmal beteiligt; ein Name kommt doppelt vor</translation>
    </message>
    <message>
        <source>action order: {name!r} is not in the action order</source>
        <translation>Handlungsreihenfolge: {name!r} steht nicht in der Handlungsreihenfolge</translation>
    </message>
    <message>
        <source>action order: {name} has already acted in round {round}; the next one is picked from those yet to act ({waiting})</source>
        <translation>Handlungsreihenfolge: {name} hat in Runde {round} schon gehandelt; die nächste Figur wird aus denen gewählt, die noch nicht gehandelt haben ({waiting})</translation>
    </message>
    <message>
        <source>action order: nobody is left in the action order</source>
        <translation>Handlungsreihenfolge: niemand ist mehr übrig</translation>
    </message>
    <message>
        <source>challenge: at least one character takes part</source>
        <translation>Herausforderung: mindestens eine Figur ist beteiligt</translation>
    </message>
    <message>
        <source>challenge: each character takes part once</source>
        <translation>Herausforderung: jede Figur ist einmal beteiligt</translation>
    </message>
    <message>
        <source>challenge: {name} is not in this challenge</source>
        <translation>Herausforderung: {name} ist nicht Teil dieser Herausforderung</translation>
    </message>
    <message>
        <source>challenge: {name} carries stress; one stress die joins the challenge dice</source>
        <translation>Herausforderung: {name} trägt Stress; ein Stresswürfel kommt zu den Herausforderungswürfeln</translation>
    </message>
    <message>
        <source>challenge: the GM pays to add another stress die only when one is in the opposition</source>
        <translation>Herausforderung: die SL zahlt nur dann für einen weiteren Stresswürfel, wenn schon einer in der Opposition liegt</translation>
    </message>
    <message>
        <source>challenge: {name} has no {stress} stress</source>
        <translation>Herausforderung: {name} hat keinen Stress der Art {stress}</translation>
    </message>
    <message>
        <source>challenge: the GM already pays to add {kind} stress</source>
        <translation>Herausforderung: die SL zahlt bereits dafür, Stress der Art {kind} hinzuzufügen</translation>
    </message>
    <message>
        <source>challenge: the GM cannot pay to add {kind} stress ({reason})</source>
        <translation>Herausforderung: die SL kann nicht dafür zahlen, Stress der Art {kind} hinzuzufügen ({reason})</translation>
    </message>
    <message>
        <source>challenge: the GM&apos;s roll ({gm_roll_pool_label}) must include the challenge and stress dice ({opposition_label})</source>
        <translation>Herausforderung: der Wurf der SL ({gm_roll_pool_label}) muss die Herausforderungs- und Stresswürfel enthalten ({opposition_label})</translation>
    </message>
    <message>
        <source>challenge: already overcome</source>
        <translation>Herausforderung: bereits bewältigt</translation>
    </message>
    <message>
        <source>challenge: every character has acted; it is the challenge&apos;s turn</source>
        <translation>Herausforderung: jede Figur hat gehandelt; die Herausforderung ist am Zug</translation>
    </message>
    <message>
        <source>challenge: {name} is stressed out and takes no turn</source>
        <translation>Herausforderung: {name} ist durch Stress ausgeschaltet und hat keinen Zug</translation>
    </message>
    <message>
        <source>challenge: {name} has already acted this round</source>
        <translation>Herausforderung: {name} hat in dieser Runde schon gehandelt</translation>
    </message>
    <message>
        <source>challenge: the GM&apos;s roll ({gm_roll_pool_label}) must include the challenge dice ({pool_label})</source>
        <translation>Herausforderung: der Wurf der SL ({gm_roll_pool_label}) muss die Herausforderungswürfel enthalten ({pool_label})</translation>
    </message>
    <message>
        <source>challenge: a beaten difficulty needs a challenge die to compare</source>
        <translation>Herausforderung: eine geschlagene Schwierigkeit braucht einen Herausforderungswürfel zum Vergleich</translation>
    </message>
    <message>
        <source>challenge: there is no {target_label} in {pool_label}</source>
        <translation>Herausforderung: in {pool_label} gibt es keinen {target_label}</translation>
    </message>
    <message>
        <source>challenge: the challenge acts only after every character has</source>
        <translation>Herausforderung: die Herausforderung handelt erst, wenn jede Figur gehandelt hat</translation>
    </message>
    <message>
        <source>challenge: there is no {die_label} in {pool_label}</source>
        <translation>Herausforderung: in {pool_label} gibt es keinen {die_label}</translation>
    </message>
    <message>
        <source>challenge: {name} is stressed out and out of the scene</source>
        <translation>Herausforderung: {name} ist durch Stress ausgeschaltet und nicht mehr in der Szene</translation>
    </message>
    <message>
        <source>plot points: a character cannot hold fewer than 0</source>
        <translation>Plotpunkte: eine Figur kann nicht weniger als 0 haben</translation>
    </message>
    <message>
        <source>plot points: earn a positive number</source>
        <translation>Plotpunkte: verdiene eine positive Anzahl</translation>
    </message>
    <message>
        <source>plot points: {name} has no plot point to {reason}</source>
        <translation>Plotpunkte: {name} hat keinen Plotpunkt, um {reason}</translation>
    </message>
    <message>
        <source>plot points: a total of {number} dice needs {needed} plot points; {name} has {plot_points}</source>
        <translation>Plotpunkte: eine Summe aus {number} Würfeln braucht {needed} Plotpunkte; {name} hat {plot_points}</translation>
    </message>
    <message>
        <source>stress: {name} has no {kind} stress to step down</source>
        <translation>Stress: {name} hat keinen Stress der Art {kind}, der herabgestuft werden könnte</translation>
    </message>
    <message>
        <source>recovery: {name} has no {kind} stress to recover</source>
        <translation>Erholung: {name} hat keinen Stress der Art {kind} zum Erholen</translation>
    </message>
    <message>
        <source>recovery: time must pass before {name} tests to recover {kind} stress again</source>
        <translation>Erholung: es muss Zeit vergehen, bevor {name} erneut eine Probe ablegt, um sich von Stress der Art {kind} zu erholen</translation>
    </message>
    <message>
        <source>pushing stress: {name} has no {kind} stress to push</source>
        <translation>Stress nachlegen: {name} hat keinen Stress der Art {kind}, der nachgelegt werden könnte</translation>
    </message>
    <message>
        <source>pushing stress: {name} already pushed {kind} stress</source>
        <translation>Stress nachlegen: {name} hat Stress der Art {kind} bereits nachgelegt</translation>
    </message>
    <message>
        <source>stress: only d4 stress goes into {name}&apos;s own pool this way</source>
        <translation>Stress: nur d4-Stress kommt auf diese Weise in den eigenen Pool von {name}</translation>
    </message>
    <message>
        <source>stress: {name}&apos;s d4 {kind} stress is already in the pool</source>
        <translation>Stress: der d4-Stress der Art {kind} von {name} liegt bereits im Pool</translation>
    </message>
    <message>
        <source>contest: a side cannot contest against itself</source>
        <translation>Wettstreit: eine Seite kann nicht gegen sich selbst antreten</translation>
    </message>
    <message>
        <source>contest: already over ({outcome_winner} won)</source>
        <translation>Wettstreit: bereits vorbei ({outcome_winner} hat gewonnen)</translation>
    </message>
    <message>
        <source>contest: the initiator rolls first; there is nothing to give in to</source>
        <translation>Wettstreit: wer herausfordert, würfelt zuerst; es gibt nichts, dem man nachgeben könnte</translation>
    </message>
    <message>
        <source>contest: not over yet</source>
        <translation>Wettstreit: noch nicht vorbei</translation>
    </message>
    <message>
        <source>contest: {loser_name} did not lose this contest</source>
        <translation>Wettstreit: {loser_name} hat diesen Wettstreit nicht verloren</translation>
    </message>
    <message>
        <source>contest: the loser is not taken out; nothing to avoid</source>
        <translation>Wettstreit: die unterlegene Seite ist nicht ausgeschaltet; es gibt nichts abzuwenden</translation>
    </message>
    <message>
        <source>dice: {text!r} is not a Cortex die (d4, d6, d8, d10 or d12)</source>
        <translation>Würfel: {text!r} ist kein Cortex-Würfel (d4, d6, d8, d10 oder d12)</translation>
    </message>
    <message>
        <source>pool: {text!r} is not a list of dice such as d8,d6,d6</source>
        <translation>Pool: {text!r} ist keine Liste von Würfeln wie d8,d6,d6</translation>
    </message>
    <message>
        <source>pool: {die!r} is not a Cortex die</source>
        <translation>Pool: {die!r} ist kein Cortex-Würfel</translation>
    </message>
    <message>
        <source>pool: there is no {die_label} in {pool}</source>
        <translation>Pool: in {pool} gibt es keinen {die_label}</translation>
    </message>
    <message>
        <source>stepping: a d12 cannot be stepped up</source>
        <translation>Stufen: ein d12 kann nicht hochgestuft werden</translation>
    </message>
    <message>
        <source>roll: a pool needs at least one die</source>
        <translation>Wurf: ein Pool braucht mindestens einen Würfel</translation>
    </message>
    <message>
        <source>faces: {count} faces given for {count2} dice; give one face per die</source>
        <translation>Augen: {count} Augenzahlen für {count2} Würfel angegeben; gib eine Augenzahl pro Würfel an</translation>
    </message>
    <message>
        <source>faces: a {die_label} shows 1 to {die_sides}, not {face!r}</source>
        <translation>Augen: ein {die_label} zeigt 1 bis {die_sides}, nicht {face!r}</translation>
    </message>
    <message>
        <source>difficulty: a difficulty is 0 or more, not {difficulty}</source>
        <translation>Schwierigkeit: eine Schwierigkeit ist 0 oder mehr, nicht {difficulty}</translation>
    </message>
    <message>
        <source>plot points: extra dice for a total cannot be negative</source>
        <translation>Plotpunkte: zusätzliche Würfel für eine Summe können nicht negativ sein</translation>
    </message>
    <message>
        <source>roll: there is no die number {index}</source>
        <translation>Wurf: es gibt keinen Würfel Nummer {index}</translation>
    </message>
    <message>
        <source>total: a die counts once in the total</source>
        <translation>Summe: ein Würfel zählt nur einmal in der Summe</translation>
    </message>
    <message>
        <source>total: a die that rolled a hitch (1) cannot be used in the total</source>
        <translation>Summe: ein Würfel mit einem Patzer (1) kann nicht in der Summe verwendet werden</translation>
    </message>
    <message>
        <source>total: the total uses two dice when two non-hitch dice are left</source>
        <translation>Summe: die Summe nutzt zwei Würfel, wenn zwei Würfel ohne Patzer übrig sind</translation>
    </message>
    <message>
        <source>effect die: a die that rolled a hitch cannot be the effect die</source>
        <translation>Effektwürfel: ein Würfel mit einem Patzer kann nicht der Effektwürfel sein</translation>
    </message>
    <message>
        <source>effect die: a die in the total cannot also be the effect die</source>
        <translation>Effektwürfel: ein Würfel in der Summe kann nicht zugleich der Effektwürfel sein</translation>
    </message>
    <message>
        <source>difficulty: {text!r} is not a level (very easy … very hard)</source>
        <translation>Schwierigkeit: {text!r} ist keine Stufe (very easy … very hard)</translation>
    </message>
    <message>
        <source>odds: a pool needs at least one die</source>
        <translation>Chancen: ein Pool braucht mindestens einen Würfel</translation>
    </message>
    <message>
        <source>odds: a total keeps at least one die</source>
        <translation>Chancen: eine Summe behält mindestens einen Würfel</translation>
    </message>
    <message>
        <source>stressed out: {name} takes no part in the scene</source>
        <translation>durch Stress ausgeschaltet: {name} nimmt nicht an der Szene teil</translation>
    </message>
    <message>
        <source>{name} has no {kind} stress</source>
        <translation>{name} hat keinen Stress der Art {kind}</translation>
    </message>
    <message>
        <source>d4 stress goes into your own pool instead, like a d4 complication</source>
        <translation>d4-Stress kommt stattdessen in den eigenen Pool, wie eine d4-Komplikation</translation>
    </message>
    <message>
        <source>the stress die joins the GM&apos;s pool: roll against a level or a pool</source>
        <translation>der Stresswürfel kommt in den Pool der SL: würfle gegen eine Stufe oder einen Pool</translation>
    </message>
    <message>
        <source>d4 stress already goes into your own pool and earns a plot point</source>
        <translation>d4-Stress kommt bereits in den eigenen Pool und bringt einen Plotpunkt</translation>
    </message>
    <message>
        <source>pushing stress costs a plot point; {name} has none</source>
        <translation>Stress nachzulegen kostet einen Plotpunkt; {name} hat keinen</translation>
    </message>
    <message>
        <source>only d4 stress goes into your own pool this way; this is {die_label}</source>
        <translation>nur d4-Stress kommt auf diese Weise in den eigenen Pool; dies ist ein {die_label}</translation>
    </message>
    <message>
        <source>stressed out: {character_name} takes no part in the scene</source>
        <translation>durch Stress ausgeschaltet: {character_name} nimmt nicht an der Szene teil</translation>
    </message>
    <message>
        <source>the stress dice join the GM&apos;s pool: roll against a level or a pool</source>
        <translation>die Stresswürfel kommen in den Pool der SL: würfle gegen eine Stufe oder einen Pool</translation>
    </message>
    <message>
        <source>the GM pays to add another stress die only when one is in the opposition</source>
        <translation>die SL zahlt nur dann für einen weiteren Stresswürfel, wenn schon einer in der Opposition liegt</translation>
    </message>
    <message>
        <source>the {first} stress is pushed into your own pool, not the opposition: the GM pays to add another stress die only when one is in the opposition</source>
        <translation>der Stress der Art {first} wird in den eigenen Pool nachgelegt, nicht in die Opposition: die SL zahlt nur dann für einen weiteren Stresswürfel, wenn schon einer in der Opposition liegt</translation>
    </message>
    <message>
        <source>the {first} stress is in your own pool, not the opposition: the GM pays to add another stress die only when one is in the opposition</source>
        <translation>der Stress der Art {first} liegt im eigenen Pool, nicht in der Opposition: die SL zahlt nur dann für einen weiteren Stresswürfel, wenn schon einer in der Opposition liegt</translation>
    </message>
    <message>
        <source>{kind} stress is already in the opposition: add another type</source>
        <translation>Stress der Art {kind} liegt bereits in der Opposition: füge eine andere Art hinzu</translation>
    </message>
    <message>
        <source>{character_name} has no {kind} stress</source>
        <translation>{character_name} hat keinen Stress der Art {kind}</translation>
    </message>
    <message>
        <source>plot points: extra dice in the total are 0 or more</source>
        <translation>Plotpunkte: zusätzliche Würfel in der Summe sind 0 oder mehr</translation>
    </message>
    <message>
        <source>plot points: {extra_dice} extra dice in the total need {extra_dice} plot points; {character_name} has {available} for them</source>
        <translation>Plotpunkte: {extra_dice} zusätzliche Würfel in der Summe brauchen {extra_dice} Plotpunkte; {character_name} hat {available} dafür</translation>
    </message>
    <message>
        <source>stress: the GM already pays to add {kind} stress to this test</source>
        <translation>Stress: die SL zahlt bereits dafür, dieser Probe Stress der Art {kind} hinzuzufügen</translation>
    </message>
    <message>
        <source>stress: the GM cannot pay to add {kind} stress ({reason})</source>
        <translation>Stress: die SL kann nicht dafür zahlen, Stress der Art {kind} hinzuzufügen ({reason})</translation>
    </message>
    <message>
        <source>test: the player&apos;s pool needs at least one die</source>
        <translation>Probe: der Pool der Spielerin oder des Spielers braucht mindestens einen Würfel</translation>
    </message>
    <message>
        <source>test: the GM&apos;s pool needs at least one die</source>
        <translation>Probe: der Pool der SL braucht mindestens einen Würfel</translation>
    </message>
    <message>
        <source>difficulty: a difficulty is 0 or more, not {difficulty!r}</source>
        <translation>Schwierigkeit: eine Schwierigkeit ist 0 oder mehr, nicht {difficulty!r}</translation>
    </message>
    <message>
        <source>stress: choose the type of stress to use</source>
        <translation>Stress: wähle die Art des Stresses, der verwendet wird</translation>
    </message>
    <message>
        <source>stress: {kind} stress cannot be used in this test ({reason})</source>
        <translation>Stress: Stress der Art {kind} kann in dieser Probe nicht verwendet werden ({reason})</translation>
    </message>
    <message>
        <source>stress: {reason}</source>
        <translation>Stress: {reason}</translation>
    </message>
    <message>
        <source>test: the player rolled {player_roll_pool_label}, not the planned {plan_pool_label}</source>
        <translation>Probe: gewürfelt wurde {player_roll_pool_label}, nicht der geplante Pool {plan_pool_label}</translation>
    </message>
    <message>
        <source>test: the GM rolls the opposition pool</source>
        <translation>Probe: die SL würfelt den Oppositionspool</translation>
    </message>
    <message>
        <source>test: the GM rolled {gm_roll_pool_label}, not the planned {plan_difficulty_label}</source>
        <translation>Probe: die SL hat {gm_roll_pool_label} gewürfelt, nicht den geplanten Pool {plan_difficulty_label}</translation>
    </message>
    <message>
        <source>test: against a number the GM rolls nothing</source>
        <translation>Probe: gegen eine Zahl würfelt die SL nicht</translation>
    </message>
    <message>
        <source>test: the total uses {player_plot_points_spent} extra dice; the test allowed {plan_extra_dice}</source>
        <translation>Probe: die Summe nutzt {player_plot_points_spent} zusätzliche Würfel; die Probe erlaubte {plan_extra_dice}</translation>
    </message>
    <message>
        <source>stress: {character_name}&apos;s {plan_kind} stress is {now} now, not the {then} the test used</source>
        <translation>Stress: der Stress der Art {plan_kind} von {character_name} ist jetzt {now}, nicht der {then}, mit dem die Probe gewürfelt wurde</translation>
    </message>
    <message>
        <source>stress: {character_name}&apos;s {kind} stress is {now} now, not the {die_label} the GM paid to add</source>
        <translation>Stress: der Stress der Art {kind} von {character_name} ist jetzt {now}, nicht der {die_label}, für den die SL gezahlt hat</translation>
    </message>
    <message>
        <source>stress after a test: only a failed test inflicts stress</source>
        <translation>Stress nach einer Probe: nur eine misslungene Probe verursacht Stress</translation>
    </message>
    <message>
        <source>stress after a test: name the GM&apos;s effect die</source>
        <translation>Stress nach einer Probe: nenne den Effektwürfel der SL</translation>
    </message>
    <message>
        <source>stress after a test: the stress equals the GM&apos;s effect die, {effect_label}, not {die_label}</source>
        <translation>Stress nach einer Probe: der Stress entspricht dem Effektwürfel der SL, {effect_label}, nicht {die_label}</translation>
    </message>
    <message>
        <source>cannot roll {count} dice</source>
        <translation>{count} Würfel können nicht gewürfelt werden</translation>
    </message>
    <message>
        <source>step {step}: {reason}</source>
        <translation>Schritt {step}: {reason}</translation>
    </message>
    <message>
        <source>scenario: {reason}</source>
        <translation>Szenario: {reason}</translation>
    </message>
    <message>
        <source>impacts: a character counts 0 to {impact_count} impacts, not {impacts!r}</source>
        <translation>Belastungen: eine Figur zählt 0 bis {impact_count} Belastungen, nicht {impacts!r}</translation>
    </message>
    <message>
        <source>momentum: momentum runs from {momentum_min} to max momentum +{top} (10 less {impacts} impact(s)), not {momentum!r}</source>
        <translation>Schwung: Schwung reicht von {momentum_min} bis zum höchsten Schwung +{top} (10 minus {impacts} Belastung(en)), nicht {momentum!r}</translation>
    </message>
    <message>
        <source>{meter_value}: a condition meter runs from 0 to 5, not {value!r}</source>
        <translation>{meter_value}: eine Zustandsleiste reicht von 0 bis 5, nicht {value!r}</translation>
    </message>
    <message>
        <source>{stat_value}: a stat runs from {stat_min} to {stat_max}, not {value!r}</source>
        <translation>{stat_value}: ein Attribut reicht von {stat_min} bis {stat_max}, nicht {value!r}</translation>
    </message>
    <message>
        <source>impacts: every impact must be one of the impacts the rules name</source>
        <translation>Belastungen: jede Belastung muss eine der Belastungen sein, die die Regeln nennen</translation>
    </message>
    <message>
        <source>{meter_value}: take a positive amount; suffer a loss instead</source>
        <translation>{meter_value}: erhalte einen positiven Betrag; erleide stattdessen einen Verlust</translation>
    </message>
    <message>
        <source>{meter_value}: suffer a positive amount; take a gain instead</source>
        <translation>{meter_value}: erleide einen positiven Betrag; erhalte stattdessen einen Gewinn</translation>
    </message>
    <message>
        <source>burn momentum: only positive momentum can be burned</source>
        <translation>Schwung verbrennen: nur positiver Schwung kann verbrannt werden</translation>
    </message>
    <message>
        <source>impacts: {impact_label} is not marked, so it cannot be cleared</source>
        <translation>Belastungen: {impact_label} ist nicht markiert und kann daher nicht gelöscht werden</translation>
    </message>
    <message>
        <source>{name}: the data file must hold one JSON object</source>
        <translation>{name}: die Datendatei muss ein JSON-Objekt enthalten</translation>
    </message>
    <message>
        <source>{where}: {key!r} is missing</source>
        <translation>{where}: {key!r} fehlt</translation>
    </message>
    <message>
        <source>{where}: {key!r} must be a whole number</source>
        <translation>{where}: {key!r} muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>{where}: {key!r} must be a {kind_name}</source>
        <translation>{where}: {key!r} muss vom Typ {kind_name} sein</translation>
    </message>
    <message>
        <source>{what}: a d{sides} shows 1 to {sides}, not {face!r}</source>
        <translation>{what}: ein d{sides} zeigt 1 bis {sides}, nicht {face!r}</translation>
    </message>
    <message>
        <source>dice: the roll needs more than the {count} given face(s); give one more d{sides}</source>
        <translation>Würfel: der Wurf braucht mehr als die {count} angegebenen Augenzahl(en); gib einen weiteren d{sides} an</translation>
    </message>
    <message>
        <source>dice: given face {number} is {face!r}, but a d{sides} shows 1 to {sides}</source>
        <translation>Würfel: die angegebene Augenzahl {number} ist {face!r}, aber ein d{sides} zeigt 1 bis {sides}</translation>
    </message>
    <message>
        <source>roll option {approach!r}: no value for {missing}</source>
        <translation>Wurfoption {approach!r}: kein Wert für {missing}</translation>
    </message>
    <message>
        <source>{name}: this move has no rolled outcomes</source>
        <translation>{name}: dieser Zug hat keine gewürfelten Ergebnisse</translation>
    </message>
    <message>
        <source>{where}: &apos;effects&apos; must be an object</source>
        <translation>{where}: &apos;effects&apos; muss ein Objekt sein</translation>
    </message>
    <message>
        <source>{where}: unknown effects {keys}</source>
        <translation>{where}: unbekannte Effekte {keys}</translation>
    </message>
    <message>
        <source>{where}: position is in_control or bad_spot, not {position!r}</source>
        <translation>{where}: position ist in_control oder bad_spot, nicht {position!r}</translation>
    </message>
    <message>
        <source>{where}: &apos;legacy_ticks&apos; maps a legacy track to ticks</source>
        <translation>{where}: &apos;legacy_ticks&apos; ordnet einer Vermächtnisleiste Striche zu</translation>
    </message>
    <message>
        <source>{where}: &apos;legacy_reward&apos; names a legacy track, not {reward!r}</source>
        <translation>{where}: &apos;legacy_reward&apos; nennt eine Vermächtnisleiste, nicht {reward!r}</translation>
    </message>
    <message>
        <source>{where}: an outcome must be an object</source>
        <translation>{where}: ein Ergebnis muss ein Objekt sein</translation>
    </message>
    <message>
        <source>{where}: a roll option must be an object</source>
        <translation>{where}: eine Wurfoption muss ein Objekt sein</translation>
    </message>
    <message>
        <source>{where}: cannot roll {bad}</source>
        <translation>{where}: {bad} kann nicht gewürfelt werden</translation>
    </message>
    <message>
        <source>{where}: &apos;pick&apos; is given exactly when two values are offered</source>
        <translation>{where}: &apos;pick&apos; ist genau dann angegeben, wenn zwei Werte angeboten werden</translation>
    </message>
    <message>
        <source>{moves_file}: a move must be an object</source>
        <translation>{moves_file}: ein Zug muss ein Objekt sein</translation>
    </message>
    <message>
        <source>{where}: an action roll needs at least one roll option</source>
        <translation>{where}: ein Aktionswurf braucht mindestens eine Wurfoption</translation>
    </message>
    <message>
        <source>{where}: a progress roll names the track(s) it rolls against</source>
        <translation>{where}: ein Fortschrittswurf nennt die Leiste(n), gegen die er würfelt</translation>
    </message>
    <message>
        <source>{where}: a rolled move has strong_hit, weak_hit and miss outcomes</source>
        <translation>{where}: ein gewürfelter Zug hat die Ergebnisse strong_hit, weak_hit und miss</translation>
    </message>
    <message>
        <source>{where}: a move without a roll has no outcomes</source>
        <translation>{where}: ein Zug ohne Wurf hat keine Ergebnisse</translation>
    </message>
    <message>
        <source>{moves_file}: {move_id} has unknown category {move_category!r}</source>
        <translation>{moves_file}: {move_id} hat die unbekannte Kategorie {move_category!r}</translation>
    </message>
    <message>
        <source>moves: no move is called {name!r}</source>
        <translation>Züge: kein Zug heißt {name!r}</translation>
    </message>
    <message>
        <source>oracle roll: a d100 roll is 1 to 100, not {roll!r}</source>
        <translation>Orakelwurf: ein d100-Wurf ist 1 bis 100, nicht {roll!r}</translation>
    </message>
    <message>
        <source>oracle {name}: no row covers {roll}</source>
        <translation>Orakel {name}: keine Zeile deckt {roll} ab</translation>
    </message>
    <message>
        <source>{where}: a row must be an object</source>
        <translation>{where}: eine Zeile muss ein Objekt sein</translation>
    </message>
    <message>
        <source>{where}: &apos;links&apos; must be a list of move ids</source>
        <translation>{where}: &apos;links&apos; muss eine Liste von Zug-IDs sein</translation>
    </message>
    <message>
        <source>{where}: &apos;roll_twice&apos; must be true or false</source>
        <translation>{where}: &apos;roll_twice&apos; muss true oder false sein</translation>
    </message>
    <message>
        <source>{oracles_file}: a table must be an object</source>
        <translation>{oracles_file}: eine Tabelle muss ein Objekt sein</translation>
    </message>
    <message>
        <source>oracle table: no table is called {name!r}; the tables are {known}</source>
        <translation>Orakeltabelle: keine Tabelle heißt {name!r}; die Tabellen sind {known}</translation>
    </message>
    <message>
        <source>oracle {table_name}: &apos;roll twice&apos; needs two ordinary rows</source>
        <translation>Orakel {table_name}: „zweimal würfeln“ braucht zwei gewöhnliche Zeilen</translation>
    </message>
    <message>
        <source>ask the oracle: odds are one of {names}, not {text!r}</source>
        <translation>Orakel befragen: die Chancen sind eine von {names}, nicht {text!r}</translation>
    </message>
    <message>
        <source>{oracles_file}: odds missing for {missing}</source>
        <translation>{oracles_file}: es fehlen Chancen für {missing}</translation>
    </message>
    <message>
        <source>{repair_file}: no points for {missing}</source>
        <translation>{repair_file}: keine Punkte für {missing}</translation>
    </message>
    <message>
        <source>repair: supply buys 0 to {limit} extra points, not {supply_spent!r}</source>
        <translation>Reparatur: Vorrat kauft 0 bis {limit} zusätzliche Punkte, nicht {supply_spent!r}</translation>
    </message>
    <message>
        <source>repair: supply buys extra points only when you make your own repairs</source>
        <translation>Reparatur: Vorrat kauft nur dann zusätzliche Punkte, wenn du selbst reparierst</translation>
    </message>
    <message>
        <source>repair: on a miss no repairs are made, so supply buys nothing</source>
        <translation>Reparatur: bei einem Fehlschlag wird nichts repariert, also kauft Vorrat nichts</translation>
    </message>
    <message>
        <source>repair: repair points are 0 or more, not {points!r}</source>
        <translation>Reparatur: Reparaturpunkte sind 0 oder mehr, nicht {points!r}</translation>
    </message>
    <message>
        <source>repair: points cannot buy {purchase_id!r}</source>
        <translation>Reparatur: Punkte können {purchase_id!r} nicht kaufen</translation>
    </message>
    <message>
        <source>repair: buy {purchase_id} 0 or more times, not {count!r}</source>
        <translation>Reparatur: kaufe {purchase_id} 0-mal oder öfter, nicht {count!r}</translation>
    </message>
    <message>
        <source>repair: the purchases cost {spent} points; only {points} were earned</source>
        <translation>Reparatur: die Käufe kosten {spent} Punkte; nur {points} wurden verdient</translation>
    </message>
    <message>
        <source>action roll: the value rolled (a stat, meter or rank) is {roll_stat_min} to {roll_stat_max}, not {stat!r}</source>
        <translation>Aktionswurf: der gewürfelte Wert (ein Attribut, eine Zustandsleiste oder ein Rang) ist {roll_stat_min} bis {roll_stat_max}, nicht {stat!r}</translation>
    </message>
    <message>
        <source>action roll: adds are 0 to {adds_max} (the score caps at 10), not {adds!r}</source>
        <translation>Aktionswurf: Zuschläge sind 0 bis {adds_max} (der Wert endet bei 10), nicht {adds!r}</translation>
    </message>
    <message>
        <source>progress roll: a progress score is 0 to 10 filled boxes, not {score!r}</source>
        <translation>Fortschrittswurf: ein Fortschrittswert ist 0 bis 10 gefüllte Kästchen, nicht {score!r}</translation>
    </message>
    <message>
        <source>burn momentum: momentum was already burned on this roll</source>
        <translation>Schwung verbrennen: für diesen Wurf wurde bereits Schwung verbrannt</translation>
    </message>
    <message>
        <source>burn momentum: only positive momentum can replace the action score, not {momentum_before}</source>
        <translation>Schwung verbrennen: nur positiver Schwung kann den Aktionswert ersetzen, nicht {momentum_before}</translation>
    </message>
    <message>
        <source>burn momentum: it helps only when momentum beats more challenge dice than the action score; against {first} and {second} momentum {momentum_before:+d} gives a {burned_label} and the action score {action_score} a {outcome_label}, so nothing is burned</source>
        <translation>Schwung verbrennen: es hilft nur, wenn der Schwung mehr Herausforderungswürfel schlägt als der Aktionswert; gegen {first} und {second} ergibt Schwung {momentum_before:+d} einen {burned_label} und der Aktionswert {action_score} einen {outcome_label}, also wird nichts verbrannt</translation>
    </message>
    <message>
        <source>{what}: a track holds 0 to {max_ticks} ticks (10 boxes of 4), not {ticks!r}</source>
        <translation>{what}: eine Leiste fasst 0 bis {max_ticks} Striche (10 Kästchen zu 4), nicht {ticks!r}</translation>
    </message>
    <message>
        <source>{what}: progress is marked or lost 1 or more times, not {times!r}</source>
        <translation>{what}: Fortschritt wird 1-mal oder öfter markiert oder verloren, nicht {times!r}</translation>
    </message>
    <message>
        <source>scene challenge: a scene is troublesome, dangerous or formidable, not {rank_value}</source>
        <translation>Szenen-Herausforderung: eine Szene ist troublesome, dangerous oder formidable, nicht {rank_value}</translation>
    </message>
    <message>
        <source>recommit: a challenge die shows 1 to 10, not {face!r}</source>
        <translation>Neu verpflichten: ein Herausforderungswürfel zeigt 1 bis 10, nicht {face!r}</translation>
    </message>
    <message>
        <source>scene challenge: the track must be a scene challenge track</source>
        <translation>Szenen-Herausforderung: die Leiste muss eine Szenen-Herausforderungsleiste sein</translation>
    </message>
    <message>
        <source>scene challenge: the tension clock has {tension_clock_segments} segments, so 0 to {tension_clock_segments} filled, not {clock!r}</source>
        <translation>Szenen-Herausforderung: die Spannungsuhr hat {tension_clock_segments} Segmente, also 0 bis {tension_clock_segments} gefüllt, nicht {clock!r}</translation>
    </message>
    <message>
        <source>tension clock: fill 0 or more segments, not {segments!r}</source>
        <translation>Spannungsuhr: fülle 0 oder mehr Segmente, nicht {segments!r}</translation>
    </message>
    <message>
        <source>{move}: the scene is over (clock or track full); Finish a Scene</source>
        <translation>{move}: die Szene ist vorbei (Uhr oder Leiste voll); Finish a Scene</translation>
    </message>
    <message>
        <source>{kind_value} legacy track: a full legacy track is cleared at once, so it holds 0 to 39 ticks</source>
        <translation>Vermächtnisleiste {kind_value}: eine volle Vermächtnisleiste wird sofort geleert, sie fasst also 0 bis 39 Striche</translation>
    </message>
    <message>
        <source>{kind_value} legacy track: mark 0 or more ticks, not {ticks!r}</source>
        <translation>Vermächtnisleiste {kind_value}: markiere 0 oder mehr Striche, nicht {ticks!r}</translation>
    </message>
    <message>
        <source>legacy: the {kind_value} slot holds a {kind_value} track only</source>
        <translation>Vermächtnis: der Platz {kind_value} fasst nur eine Leiste {kind_value}</translation>
    </message>
    <message>
        <source>experience: spent experience cannot exceed what was earned</source>
        <translation>Erfahrung: ausgegebene Erfahrung kann die verdiente nicht übersteigen</translation>
    </message>
    <message>
        <source>advance: {kind} costs {kind_cost} experience; {experience_available} available</source>
        <translation>Aufstieg: {kind} kostet {kind_cost} Erfahrung; {experience_available} verfügbar</translation>
    </message>
    <message>
        <source>the number of dice must be 0 to {max_dice}, not {dice!r}</source>
        <translation>die Anzahl der Würfel muss 0 bis {max_dice} sein, nicht {dice!r}</translation>
    </message>
    <message>
        <source>a Stunt&apos;s Target is 1 to 6 (rule 3.7), not {target!r}</source>
        <translation>der Zielwert eines Stunts ist 1 bis 6 (Regel 3.7), nicht {target!r}</translation>
    </message>
    <message>
        <source>not valid JSON: {name} is not a number</source>
        <translation>kein gültiges JSON: {name} ist keine Zahl</translation>
    </message>
    <message>
        <source>key {key!r} appears twice in one object</source>
        <translation>der Schlüssel {key!r} kommt in einem Objekt zweimal vor</translation>
    </message>
    <message>
        <source>not valid JSON: {error}</source>
        <translation>kein gültiges JSON: {error}</translation>
    </message>
    <message>
        <source>a scenario is a JSON object</source>
        <translation>ein Szenario ist ein JSON-Objekt</translation>
    </message>
    <message>
        <source>an Investment of {amount} would lower {characteristic} ({current}) below 0</source>
        <translation>eine Investition von {amount} würde {characteristic} ({current}) unter 0 senken</translation>
    </message>
    <message>
        <source>the Investment is already {current_value}</source>
        <translation>die Investition ist bereits {current_value}</translation>
    </message>
    <message>
        <source>a {current_value} Investment cannot become {new_value}; only an open one is resolved or lost</source>
        <translation>eine Investition im Zustand {current_value} kann nicht {new_value} werden; nur eine offene wird eingelöst oder verloren</translation>
    </message>
    <message>
        <source>an Investment cannot be reopened</source>
        <translation>eine Investition kann nicht wieder geöffnet werden</translation>
    </message>
    <message>
        <source>a {state_value} Strategy cannot be developed; only an active one is forwarded</source>
        <translation>eine Strategie im Zustand {state_value} kann nicht weiterentwickelt werden; nur eine aktive wird vorangetrieben</translation>
    </message>
    <message>
        <source>a {current_value} Strategy stays {current_value}; only an active one is surrendered or completed</source>
        <translation>eine Strategie im Zustand {current_value} bleibt {current_value}; nur eine aktive wird aufgegeben oder abgeschlossen</translation>
    </message>
    <message>
        <source>a Strategy cannot become active again</source>
        <translation>eine Strategie kann nicht wieder aktiv werden</translation>
    </message>
    <message>
        <source>the Strategy is already {current_value}</source>
        <translation>die Strategie ist bereits {current_value}</translation>
    </message>
    <message>
        <source>a Challenge needs at least one Persona</source>
        <translation>eine Herausforderung braucht mindestens eine Persona</translation>
    </message>
    <message>
        <source>a {what} id must be a non-empty string, not {ident!r}</source>
        <translation>eine ID für {what} muss ein nicht leerer Text sein, nicht {ident!r}</translation>
    </message>
    <message>
        <source>{what} id {ident!r} is reserved for created_by</source>
        <translation>die ID {ident!r} für {what} ist für created_by reserviert</translation>
    </message>
    <message>
        <source>id {ident!r} is used twice (ids are unique)</source>
        <translation>die ID {ident!r} wird zweimal verwendet (IDs sind eindeutig)</translation>
    </message>
    <message>
        <source>{where} has no {score_label} score</source>
        <translation>{where} hat keinen Wert {score_label}</translation>
    </message>
    <message>
        <source>{where}: {error}</source>
        <translation>{where}: {error}</translation>
    </message>
    <message>
        <source>{where}: a Characteristic needs a name</source>
        <translation>{where}: eine Eigenschaft braucht einen Namen</translation>
    </message>
    <message>
        <source>{where}: Characteristic {characteristic_name!r} appears twice</source>
        <translation>{where}: die Eigenschaft {characteristic_name!r} kommt zweimal vor</translation>
    </message>
    <message>
        <source>{where}: created_by must be a Persona&apos;s id or &apos;director&apos;, not {setup_created_by!r}</source>
        <translation>{where}: created_by muss die ID einer Persona oder &apos;director&apos; sein, nicht {setup_created_by!r}</translation>
    </message>
    <message>
        <source>{where}: a Trait on an Element is Negative (rule 3.8e)</source>
        <translation>{where}: ein Merkmal auf einem Element ist negativ (Regel 3.8e)</translation>
    </message>
    <message>
        <source>no Persona {persona_id!r} in this Challenge</source>
        <translation>keine Persona {persona_id!r} in dieser Herausforderung</translation>
    </message>
    <message>
        <source>the Challenge has ended: nothing more happens in it</source>
        <translation>die Herausforderung ist beendet: in ihr geschieht nichts mehr</translation>
    </message>
    <message>
        <source>waiting for {waiting}&apos;s surrender choice (rule 5)</source>
        <translation>wartet auf die Wahl beim Aufgeben von {waiting} (Regel 5)</translation>
    </message>
    <message>
        <source>{persona_id} is {state_status} and takes no further part</source>
        <translation>{persona_id} ist {state_status} und nimmt nicht mehr teil</translation>
    </message>
    <message>
        <source>the Director may Push only once per Challenge (rule 6.1, ruling R9)</source>
        <translation>die Spielleitung darf nur einmal pro Herausforderung nachlegen (Regel 6.1, Auslegung R9)</translation>
    </message>
    <message>
        <source>{persona_id} has already been pushed (rule 6.1, ruling R9 once_per_persona)</source>
        <translation>bei {persona_id} wurde bereits nachgelegt (Regel 6.1, Auslegung R9 once_per_persona)</translation>
    </message>
    <message>
        <source>there is no existing Trait to change (rule 3.3b)</source>
        <translation>es gibt kein bestehendes Merkmal, das sich ändern ließe (Regel 3.3b)</translation>
    </message>
    <message>
        <source>Moves come only between threats and the next clock (rule 3)</source>
        <translation>Züge gibt es nur zwischen den Bedrohungen und der nächsten Uhr (Regel 3)</translation>
    </message>
    <message>
        <source>{state_id} is {state_status} and takes no further part</source>
        <translation>{state_id} ist {state_status} und nimmt nicht mehr teil</translation>
    </message>
    <message>
        <source>{state_id} has already moved this round (rule 3.1)</source>
        <translation>{state_id} hat in dieser Runde schon einen Zug gemacht (Regel 3.1)</translation>
    </message>
    <message>
        <source>{state_id} has not just been given a Negative Trait this round (rule 3.3a)</source>
        <translation>{state_id} hat in dieser Runde nicht gerade ein negatives Merkmal erhalten (Regel 3.3a)</translation>
    </message>
    <message>
        <source>Trait {trait_id!r} is on {holder_id}, who is {holder_status} and takes no further part</source>
        <translation>das Merkmal {trait_id!r} liegt auf {holder_id} (Status: {holder_status}); diese Persona nimmt nicht mehr teil</translation>
    </message>
    <message>
        <source>a Number Result needs the selected die, 1 to 6 (rule 3.8c)</source>
        <translation>ein Zahlenergebnis braucht den gewählten Würfel, 1 bis 6 (Regel 3.8c)</translation>
    </message>
    <message>
        <source>a step must be an object with a &apos;do&apos; key</source>
        <translation>ein Schritt muss ein Objekt mit einem Schlüssel &apos;do&apos; sein</translation>
    </message>
    <message>
        <source>&apos;do&apos; must be one of {kinds}, not {do!r}</source>
        <translation>&apos;do&apos; muss eines von {kinds} sein, nicht {do!r}</translation>
    </message>
    <message>
        <source>unknown key {key!r} in a {do} step</source>
        <translation>unbekannter Schlüssel {key!r} in einem Schritt {do}</translation>
    </message>
    <message>
        <source>the Challenge has already ended ({outcome}): no step comes after its end</source>
        <translation>die Herausforderung ist bereits beendet ({outcome}): nach ihrem Ende kommt kein Schritt mehr</translation>
    </message>
    <message>
        <source>{waiting} waits at Surrender 0: only its surrender_choice or a compromise may come now (rule 5)</source>
        <translation>{waiting} wartet bei Aufgeben 0: jetzt darf nur die eigene surrender_choice oder ein Kompromiss kommen (Regel 5)</translation>
    </message>
    <message>
        <source>clock cannot follow clock: threats come first (rule 2)</source>
        <translation>auf clock kann nicht clock folgen: zuerst kommen die Bedrohungen (Regel 2)</translation>
    </message>
    <message>
        <source>threats come only right after clock (rule 2)</source>
        <translation>threats kommen nur direkt nach clock (Regel 2)</translation>
    </message>
    <message>
        <source>threats &apos;names&apos; must be an object {persona: name}</source>
        <translation>threats &apos;names&apos; muss ein Objekt {persona: name} sein</translation>
    </message>
    <message>
        <source>names gives a name for {persona_id!r}, who receives no threat this round (rule 2.1)</source>
        <translation>names nennt einen Namen für {persona_id!r}, der in dieser Runde keine Bedrohung erhält (Regel 2.1)</translation>
    </message>
    <message>
        <source>the threat name for {persona_id} must be text</source>
        <translation>der Name der Bedrohung für {persona_id} muss Text sein</translation>
    </message>
    <message>
        <source>trait id {trait_id!r} is already used (ids are unique)</source>
        <translation>die Merkmals-ID {trait_id!r} wird bereits verwendet (IDs sind eindeutig)</translation>
    </message>
    <message>
        <source>move &apos;actor&apos; must name a Persona, not {actor_id!r}</source>
        <translation>move &apos;actor&apos; muss eine Persona nennen, nicht {actor_id!r}</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; is free text for the log (rule 3.1, 4.1)</source>
        <translation>&apos;{key}&apos; ist freier Text für das Protokoll (Regel 3.1, 4.1)</translation>
    </message>
    <message>
        <source>&apos;characteristic&apos; names a Characteristic, not {name!r} (rule 5.1)</source>
        <translation>&apos;characteristic&apos; nennt eine Eigenschaft, nicht {name!r} (Regel 5.1)</translation>
    </message>
    <message>
        <source>move &apos;type&apos; must be defensive, recovery or leading, not {raw_type!r} (rule 3.3)</source>
        <translation>move &apos;type&apos; muss defensive, recovery oder leading sein, nicht {raw_type!r} (Regel 3.3)</translation>
    </message>
    <message>
        <source>move &apos;stunt&apos; must be true or false (rule 3.2)</source>
        <translation>move &apos;stunt&apos; muss true oder false sein (Regel 3.2)</translation>
    </message>
    <message>
        <source>a Stunt needs a &apos;target&apos; number 1 to 6 (rule 3.7)</source>
        <translation>ein Stunt braucht als &apos;target&apos; eine Zahl von 1 bis 6 (Regel 3.7)</translation>
    </message>
    <message>
        <source>a Stunt&apos;s Target must be 1 to 6, not {target!r} (3.7)</source>
        <translation>der Zielwert eines Stunts muss 1 bis 6 sein, nicht {target!r} (3.7)</translation>
    </message>
    <message>
        <source>only a Stunt names a Target (rule 3.7)</source>
        <translation>nur ein Stunt nennt einen Zielwert (Regel 3.7)</translation>
    </message>
    <message>
        <source>only a Leading Move may {key} (rule 3.3c)</source>
        <translation>nur ein Führungszug darf {key} (Regel 3.3c)</translation>
    </message>
    <message>
        <source>a Defensive Move acts only on the Negative Trait just given ({actor_just_given}), not {trait!r} (rule 3.3a)</source>
        <translation>ein Verteidigungszug wirkt nur auf das gerade erhaltene negative Merkmal ({actor_just_given}), nicht auf {trait!r} (Regel 3.3a)</translation>
    </message>
    <message>
        <source>a Recovery Move must name the &apos;trait&apos; it changes (3.3b)</source>
        <translation>ein Erholungszug muss das Merkmal (&apos;trait&apos;) nennen, das er ändert (3.3b)</translation>
    </message>
    <message>
        <source>a Recovery Move changes an existing Trait; {trait_id!r} is not one (rule 3.3b)</source>
        <translation>ein Erholungszug ändert ein bestehendes Merkmal; {trait_id!r} ist keines (Regel 3.3b)</translation>
    </message>
    <message>
        <source>a Leading Move names no existing &apos;trait&apos; (rule 3.3c)</source>
        <translation>ein Führungszug nennt kein bestehendes Merkmal (&apos;trait&apos;) (Regel 3.3c)</translation>
    </message>
    <message>
        <source>a Leading Move carries exactly one of create_trait, create_element, destroy_element (rule 3.3c)</source>
        <translation>ein Führungszug enthält genau eines von create_trait, create_element, destroy_element (Regel 3.3c)</translation>
    </message>
    <message>
        <source>Scope must be {low} to {high}, not {scope!r} (rule 3.5, ruling R3)</source>
        <translation>die Reichweite muss {low} bis {high} sein, nicht {scope!r} (Regel 3.5, Auslegung R3)</translation>
    </message>
    <message>
        <source>pay_dice must be a whole number 0 or more (rule 3.6)</source>
        <translation>pay_dice muss eine ganze Zahl ab 0 sein (Regel 3.6)</translation>
    </message>
    <message>
        <source>&apos;trait&apos; names a Trait by its id, not {trait!r} (3.3)</source>
        <translation>&apos;trait&apos; nennt einen Trait mit seiner Kennung, nicht {trait!r} (3.3)</translation>
    </message>
    <message>
        <source>pay_fortune must be a whole number 0 or more (rule 3.6)</source>
        <translation>pay_fortune muss eine ganze Zahl ab 0 sein (Regel 3.6)</translation>
    </message>
    <message>
        <source>pay_dice {pay_dice} + pay_fortune {pay_fortune} must equal the Scope {scope} (rule 3.6)</source>
        <translation>pay_dice {pay_dice} + pay_fortune {pay_fortune} muss die Reichweite {scope} ergeben (Regel 3.6)</translation>
    </message>
    <message>
        <source>pay_dice {pay_dice} is more than the pool of {pool} dice (rule 3.6)</source>
        <translation>pay_dice {pay_dice} ist mehr als der Pool von {pool} Würfeln (Regel 3.6)</translation>
    </message>
    <message>
        <source>{actor_id} has {actor_fortune} Fortune, cannot spend {fortune} (rule 3.6)</source>
        <translation>{actor_id} hat {actor_fortune} Fortuna und kann nicht {fortune} ausgeben (Regel 3.6)</translation>
    </message>
    <message>
        <source>destroying an Element needs 1 Fortune left after paying the Scope (rule 3.8e)</source>
        <translation>ein Element zu zerstören braucht 1 Fortuna, die nach dem Bezahlen der Reichweite übrig ist (Regel 3.8e)</translation>
    </message>
    <message>
        <source>&quot;dice&quot;: &quot;roll&quot; needs a top-level &quot;seed&quot; to roll with</source>
        <translation>&quot;dice&quot;: &quot;roll&quot; braucht auf oberster Ebene einen &quot;seed&quot;, mit dem gewürfelt wird</translation>
    </message>
    <message>
        <source>&apos;dice&apos; must list the {left} rolled dice, or be &quot;roll&quot; (rule 3.8)</source>
        <translation>&apos;dice&apos; muss die {left} gewürfelten Würfel auflisten oder &quot;roll&quot; sein (Regel 3.8)</translation>
    </message>
    <message>
        <source>{count} dice given, but {left} are left after paying (pool {pool} - {pay_dice}) (rule 3.8)</source>
        <translation>{count} Würfel angegeben, aber nach dem Bezahlen sind {left} übrig (Pool {pool} - {pay_dice}) (Regel 3.8)</translation>
    </message>
    <message>
        <source>a die shows 1 to 6, not {face!r} (rule 3.8)</source>
        <translation>ein Würfel zeigt 1 bis 6, nicht {face!r} (Regel 3.8)</translation>
    </message>
    <message>
        <source>a Stunt looks for its Target</source>
        <translation>ein Stunt sucht seinen Zielwert</translation>
    </message>
    <message>
        <source>no dice are left to select</source>
        <translation>es sind keine Würfel zum Auswählen übrig</translation>
    </message>
    <message>
        <source>&apos;select&apos; is refused here: {why} (rule 3.8)</source>
        <translation>&apos;select&apos; ist hier nicht erlaubt: {why} (Regel 3.8)</translation>
    </message>
    <message>
        <source>a non-Stunt Move with dice left must &apos;select&apos; one die (rule 3.8c)</source>
        <translation>ein Zug ohne Stunt mit übrigen Würfeln muss mit &apos;select&apos; einen Würfel wählen (Regel 3.8c)</translation>
    </message>
    <message>
        <source>select {select!r} is not one of the dice rolled {dice} (rule 3.8c)</source>
        <translation>select {select!r} ist keiner der gewürfelten Würfel {dice} (Regel 3.8c)</translation>
    </message>
    <message>
        <source>&apos;aid_from&apos; must list the helping Personae (rule 3.4c)</source>
        <translation>&apos;aid_from&apos; muss die helfenden Personae auflisten (Regel 3.4c)</translation>
    </message>
    <message>
        <source>aid_from names no Persona {helper_id!r} (rule 3.4c)</source>
        <translation>aid_from nennt keine Persona {helper_id!r} (Regel 3.4c)</translation>
    </message>
    <message>
        <source>a Persona cannot aid its own Move (rule 3.4c)</source>
        <translation>eine Persona kann ihrem eigenen Zug nicht helfen (Regel 3.4c)</translation>
    </message>
    <message>
        <source>{helper_id} is {helper_status} and gives no Aid (rule 3.4c)</source>
        <translation>{helper_id} ist {helper_status} und gibt keine Hilfe (Regel 3.4c)</translation>
    </message>
    <message>
        <source>{helper_id} is named twice in aid_from: each helper aids once (rule 3.4c)</source>
        <translation>{helper_id} wird in aid_from zweimal genannt: jeder Helfer hilft nur einmal (Regel 3.4c)</translation>
    </message>
    <message>
        <source>{what} must be non-empty text</source>
        <translation>{what} muss ein nicht leerer Text sein</translation>
    </message>
    <message>
        <source>id {ident!r} is already used (ids are unique)</source>
        <translation>die ID {ident!r} wird bereits verwendet (IDs sind eindeutig)</translation>
    </message>
    <message>
        <source>extra_fortune must be a whole number 0 or more (3.8e)</source>
        <translation>extra_fortune muss eine ganze Zahl ab 0 sein (3.8e)</translation>
    </message>
    <message>
        <source>extra_fortune {extra} is not on offer under ruling R5 cost: Power pays Threat per point</source>
        <translation>extra_fortune {extra} wird unter Auslegung R5 cost nicht angeboten: Kraft zahlt Bedrohung pro Punkt</translation>
    </message>
    <message>
        <source>{on} is {holder_status} and takes no further part: no new Traits on it</source>
        <translation>{on} ist {holder_status} und nimmt nicht mehr teil: keine neuen Merkmale darauf</translation>
    </message>
    <message>
        <source>create_trait &apos;on&apos; names no Persona or Element: {on!r}</source>
        <translation>create_trait &apos;on&apos; nennt keine Persona und kein Element: {on!r}</translation>
    </message>
    <message>
        <source>a Trait created on an Element is Negative (rule 3.8e)</source>
        <translation>ein auf einem Element erzeugtes Merkmal ist negativ (Regel 3.8e)</translation>
    </message>
    <message>
        <source>a Trait created on a Persona is positive (rule 3.8e)</source>
        <translation>ein auf einer Persona erzeugtes Merkmal ist positiv (Regel 3.8e)</translation>
    </message>
    <message>
        <source>create_trait &apos;negative&apos; must be true or false</source>
        <translation>create_trait &apos;negative&apos; muss true oder false sein</translation>
    </message>
    <message>
        <source>destroy_element names no Element in play: {ident!r}</source>
        <translation>destroy_element nennt kein Element im Spiel: {ident!r}</translation>
    </message>
    <message>
        <source>affecting Traits are off (ruling R10)</source>
        <translation>beeinflussende Merkmale sind ausgeschaltet (Auslegung R10)</translation>
    </message>
    <message>
        <source>&apos;affecting&apos; must list {trait, score} objects (ruling R10)</source>
        <translation>&apos;affecting&apos; muss Objekte {trait, score} auflisten (Auslegung R10)</translation>
    </message>
    <message>
        <source>each affecting entry is {&quot;trait&quot;: id, &quot;score&quot;: risk|power} (R10)</source>
        <translation>jeder Eintrag in affecting ist {&quot;trait&quot;: id, &quot;score&quot;: risk|power} (R10)</translation>
    </message>
    <message>
        <source>affecting names no Trait in play: {trait_id!r} (R10)</source>
        <translation>affecting nennt kein Merkmal im Spiel: {trait_id!r} (R10)</translation>
    </message>
    <message>
        <source>affecting names Trait {trait_id!r} twice (R10)</source>
        <translation>affecting nennt das Merkmal {trait_id!r} zweimal (R10)</translation>
    </message>
    <message>
        <source>{part} must be an object</source>
        <translation>{part} muss ein Objekt sein</translation>
    </message>
    <message>
        <source>unknown key {key!r} in {part}</source>
        <translation>unbekannter Schlüssel {key!r} in {part}</translation>
    </message>
    <message>
        <source>&apos;dice&apos; must list the rolled dice, or be &quot;roll&quot; (3.8)</source>
        <translation>&apos;dice&apos; muss die gewürfelten Würfel auflisten oder &quot;roll&quot; sein (3.8)</translation>
    </message>
    <message>
        <source>select {select!r} is not one of the dice rolled (rule 3.8c)</source>
        <translation>select {select!r} ist keiner der gewürfelten Würfel (Regel 3.8c)</translation>
    </message>
    <message>
        <source>an affecting Trait changes risk or power, not {score!r}</source>
        <translation>ein beeinflussendes Merkmal ändert risk oder power, nicht {score!r}</translation>
    </message>
    <message>
        <source>{do} &apos;{key}&apos; names no Persona: {persona_id!r}</source>
        <translation>{do} &apos;{key}&apos; nennt keine Persona: {persona_id!r}</translation>
    </message>
    <message>
        <source>choice must be one of {names}, not {raw!r}</source>
        <translation>choice muss eines von {names} sein, nicht {raw!r}</translation>
    </message>
    <message>
        <source>{waiting} waits at Surrender 0: only its choice may come now (rule 5)</source>
        <translation>{waiting} wartet bei Aufgeben 0: jetzt darf nur die eigene Wahl kommen (Regel 5)</translation>
    </message>
    <message>
        <source>{state_id} has already risked {choice} (rule 5.3)</source>
        <translation>{state_id} hat {choice} bereits riskiert (Regel 5.3)</translation>
    </message>
    <message>
        <source>{choice} is on offer only at Surrender 0; {state_id} is at {state_surrender} (rule 5, 5.4)</source>
        <translation>{choice} steht nur bei Aufgeben 0 zur Wahl; {state_id} steht bei {state_surrender} (Regel 5, 5.4)</translation>
    </message>
    <message>
        <source>&apos;characteristic&apos; is accepted only when a Corruption applies (5.1)</source>
        <translation>&apos;characteristic&apos; wird nur angenommen, wenn eine Verderbnis greift (5.1)</translation>
    </message>
    <message>
        <source>{name!r} is not one of {state_id}&apos;s lowest Characteristics ({lowest}) (rule 5.1)</source>
        <translation>{name!r} ist keine der niedrigsten Eigenschaften von {state_id} ({lowest}) (Regel 5.1)</translation>
    </message>
    <message>
        <source>only a free Persona designates; {state_id} is {state_status} (rule 6)</source>
        <translation>nur eine freie Persona bestimmt; {state_id} ist {state_status} (Regel 6)</translation>
    </message>
    <message>
        <source>only an active Persona may be designated; {target_id} is {target_status} (rule 6)</source>
        <translation>nur eine aktive Persona kann bestimmt werden; {target_id} ist {target_status} (Regel 6)</translation>
    </message>
    <message>
        <source>compromise needs &apos;accepted&apos;: true or false (rule 6.2)</source>
        <translation>compromise braucht &apos;accepted&apos;: true oder false (Regel 6.2)</translation>
    </message>
    <message>
        <source>a compromise &apos;offer&apos; is text (rule 6.2)</source>
        <translation>ein Kompromissangebot (&apos;offer&apos;) ist Text (Regel 6.2)</translation>
    </message>
    <message>
        <source>rulings must be an object like {&quot;R1&quot;: &quot;threat_vs_guard&quot;}</source>
        <translation>rulings muss ein Objekt sein wie {&quot;R1&quot;: &quot;threat_vs_guard&quot;}</translation>
    </message>
    <message>
        <source>unknown ruling {key!r} (rulings are R1 to R10)</source>
        <translation>unbekannte Auslegung {key!r} (die Auslegungen sind R1 bis R10)</translation>
    </message>
    <message>
        <source>ruling {key} must be one of {names} or default, not {value!r}</source>
        <translation>die Auslegung {key} muss eine von {names} oder default sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>{what} must be an object</source>
        <translation>{what} muss ein Objekt sein</translation>
    </message>
    <message>
        <source>unknown key {key!r} in {what}</source>
        <translation>unbekannter Schlüssel {key!r} in {what}</translation>
    </message>
    <message>
        <source>{what} must be a list</source>
        <translation>{what} muss eine Liste sein</translation>
    </message>
    <message>
        <source>{what} must be non-empty text, not {value!r}</source>
        <translation>{what} muss ein nicht leerer Text sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>{what} must be a whole number, not {value!r}</source>
        <translation>{what} muss eine ganze Zahl sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>{what} must be true or false, not {value!r}</source>
        <translation>{what} muss true oder false sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>{where} scores lack {missing!r} (all twelve are needed)</source>
        <translation>in den Werten von {where} fehlt {missing!r} (alle zwölf werden gebraucht)</translation>
    </message>
    <message>
        <source>rules must be {rules_name!r}, not {rules!r}</source>
        <translation>rules muss {rules_name!r} sein, nicht {rules!r}</translation>
    </message>
    <message>
        <source>the scenario has no &apos;personae&apos;</source>
        <translation>das Szenario hat keine &apos;personae&apos;</translation>
    </message>
    <message>
        <source>seed must be a whole number or text, not {seed!r}</source>
        <translation>seed muss eine ganze Zahl oder Text sein, nicht {seed!r}</translation>
    </message>
    <message>
        <source>{what} must be a whole number ({low} to {high}), not {value!r}</source>
        <translation>{what} muss eine ganze Zahl sein ({low} bis {high}), nicht {value!r}</translation>
    </message>
    <message>
        <source>{what} must be {low} to {high}, not {value}</source>
        <translation>{what} muss {low} bis {high} sein, nicht {value}</translation>
    </message>
    <message>
        <source>setback: a penalty&apos;s degree is 1 or more, not {degree!r}</source>
        <translation>Rückschlag: der Grad einer Strafe ist 1 oder mehr, nicht {degree!r}</translation>
    </message>
    <message>
        <source>setback: {target_label} is not an Attribute, so the cost is not doubled</source>
        <translation>Rückschlag: {target_label} ist kein Attribut, also verdoppeln sich die Kosten nicht</translation>
    </message>
    <message>
        <source>setback: {target_label} is an Attribute: the cost doubles</source>
        <translation>Rückschlag: {target_label} ist ein Attribut: die Kosten verdoppeln sich</translation>
    </message>
    <message>
        <source>setback: the Setbacks cost {spent} failures but only {failures} came up</source>
        <translation>Rückschlag: die Rückschläge kosten {spent} Misserfolge, aber nur {failures} sind gefallen</translation>
    </message>
    <message>
        <source>experience: failures are 0 or more</source>
        <translation>Erfahrung: Misserfolge sind 0 oder mehr</translation>
    </message>
    <message>
        <source>experience: raising a Trait or Resource needs one success</source>
        <translation>Erfahrung: ein Merkmal oder eine Ressource zu steigern braucht einen Erfolg</translation>
    </message>
    <message>
        <source>experience: the optional decrease comes with an increase</source>
        <translation>Erfahrung: die freiwillige Senkung gibt es nur zusammen mit einer Steigerung</translation>
    </message>
    <message>
        <source>experience: raising an Attribute needs three successes</source>
        <translation>Erfahrung: ein Attribut zu steigern braucht drei Erfolge</translation>
    </message>
    <message>
        <source>experience: decrease a different Trait or Resource</source>
        <translation>Erfahrung: senke ein anderes Merkmal oder eine andere Ressource</translation>
    </message>
    <message>
        <source>luck: a revision earns Luck at {low} to {high} words, not {words}</source>
        <translation>Glück: eine Überarbeitung bringt Glück bei {low} bis {high} Wörtern, nicht {words}</translation>
    </message>
    <message>
        <source>setback: a permanent Setback lowered the sheet for good; it is not carried</source>
        <translation>Rückschlag: ein dauerhafter Rückschlag hat den Bogen endgültig gesenkt; er wird nicht übertragen</translation>
    </message>
    <message>
        <source>setback: a Setback in effect needs the words that justified it</source>
        <translation>Rückschlag: ein wirksamer Rückschlag braucht die Worte, die ihn begründet haben</translation>
    </message>
    <message>
        <source>setback: a Setback in effect names the scene it came from</source>
        <translation>Rückschlag: ein wirksamer Rückschlag nennt die Szene, aus der er stammt</translation>
    </message>
    <message>
        <source>{kind}: {name} must be 1 to {max_trait_or_resource}, not {degree!r}</source>
        <translation>{kind}: {name} muss 1 bis {max_trait_or_resource} sein, nicht {degree!r}</translation>
    </message>
    <message>
        <source>attribute: {name} must be 1 or more, not {degree!r}</source>
        <translation>Attribut: {name} muss 1 oder mehr sein, nicht {degree!r}</translation>
    </message>
    <message>
        <source>attribute: {name} has no starting value</source>
        <translation>Attribut: {name} hat keinen Startwert</translation>
    </message>
    <message>
        <source>attribute: {name} cannot exceed twice its starting {start}</source>
        <translation>Attribut: {name} kann das Doppelte seines Startwerts {start} nicht übersteigen</translation>
    </message>
    <message>
        <source>luck: Luck is 0 to {luck_cap}, not {luck!r}</source>
        <translation>Glück: Glück ist 0 bis {luck_cap}, nicht {luck!r}</translation>
    </message>
    <message>
        <source>drives: a character has at most {max_drives} Drives</source>
        <translation>Antriebe: eine Figur hat höchstens {max_drives} Antriebe</translation>
    </message>
    <message>
        <source>factor: {name} has no {factor_kind} named {factor_name!r}</source>
        <translation>Faktor: {name} hat nichts vom Typ {factor_kind} namens {factor_name!r}</translation>
    </message>
    <message>
        <source>luck: earn 0 or more</source>
        <translation>Glück: verdiene 0 oder mehr</translation>
    </message>
    <message>
        <source>luck: spend 0 or more</source>
        <translation>Glück: gib 0 oder mehr aus</translation>
    </message>
    <message>
        <source>luck: {name} holds {luck} Luck, not {amount}</source>
        <translation>Glück: {name} hat {luck} Glück, nicht {amount}</translation>
    </message>
    <message>
        <source>drives: a Drive needs words</source>
        <translation>Antriebe: ein Antrieb braucht Worte</translation>
    </message>
    <message>
        <source>drives: there is no Drive number {number}</source>
        <translation>Antriebe: es gibt keinen Antrieb Nummer {number}</translation>
    </message>
    <message>
        <source>drives: a Drive needs words; remove it instead</source>
        <translation>Antriebe: ein Antrieb braucht Worte; entferne ihn stattdessen</translation>
    </message>
    <message>
        <source>experience: one success raises a Trait or Resource, not an Attribute</source>
        <translation>Erfahrung: ein Erfolg steigert ein Merkmal oder eine Ressource, kein Attribut</translation>
    </message>
    <message>
        <source>experience: no Trait or Resource exceeds {max_trait_or_resource} ({factor_name} is already {max_trait_or_resource})</source>
        <translation>Erfahrung: kein Merkmal und keine Ressource übersteigt {max_trait_or_resource} ({factor_name} ist bereits {max_trait_or_resource})</translation>
    </message>
    <message>
        <source>experience: the optional decrease is to a Trait or Resource</source>
        <translation>Erfahrung: die freiwillige Senkung betrifft ein Merkmal oder eine Ressource</translation>
    </message>
    <message>
        <source>experience: {name} cannot exceed twice its starting value ({cap})</source>
        <translation>Erfahrung: {name} kann das Doppelte des Startwerts nicht übersteigen ({cap})</translation>
    </message>
    <message>
        <source>setback: a reduction is 1 or more, not {amount!r}</source>
        <translation>Rückschlag: eine Senkung ist 1 oder mehr, nicht {amount!r}</translation>
    </message>
    <message>
        <source>setback: {factor_name} is {current}; an Attribute stays 1 or more, so it cannot lose {amount}</source>
        <translation>Rückschlag: {factor_name} ist {current}; ein Attribut bleibt bei 1 oder mehr, kann also nicht {amount} verlieren</translation>
    </message>
    <message>
        <source>setback: {factor_name} is {current}; it cannot lose {amount} (at 0 it is gone)</source>
        <translation>Rückschlag: {factor_name} ist {current}; es kann nicht {amount} verlieren (bei 0 ist es weg)</translation>
    </message>
    <message>
        <source>resolution: favouring and opposing sums are 0 or more</source>
        <translation>Auflösung: begünstigende und entgegenstehende Summen sind 0 oder mehr</translation>
    </message>
    <message>
        <source>resolution: a d(F+O) needs at least one favouring or opposing point</source>
        <translation>Auflösung: ein d(F+O) braucht mindestens einen begünstigenden oder entgegenstehenden Punkt</translation>
    </message>
    <message>
        <source>resolution: give the three faces or a random source</source>
        <translation>Auflösung: gib die drei Augenzahlen oder eine Zufallsquelle an</translation>
    </message>
    <message>
        <source>resolution: a Statement is rolled {rolls} times, not {count}</source>
        <translation>Auflösung: für eine Aussage wird {rolls}-mal gewürfelt, nicht {count}-mal</translation>
    </message>
    <message>
        <source>resolution: a d{sides} shows 1 to {sides}, not {face!r}</source>
        <translation>Auflösung: ein d{sides} zeigt 1 bis {sides}, nicht {face!r}</translation>
    </message>
    <message>
        <source>opposing factor: {label} needs a degree of 1 or more</source>
        <translation>entgegenstehender Faktor: {label} braucht einen Grad von 1 oder mehr</translation>
    </message>
    <message>
        <source>statement {player} #{order}: not rolled yet</source>
        <translation>Aussage {player} #{order}: noch nicht gewürfelt</translation>
    </message>
    <message>
        <source>scene: at least one player takes part</source>
        <translation>Szene: mindestens eine Spielerin oder ein Spieler nimmt teil</translation>
    </message>
    <message>
        <source>scene: each player takes part once</source>
        <translation>Szene: alle nehmen nur einmal teil</translation>
    </message>
    <message>
        <source>scene: {player} is not in this scene</source>
        <translation>Szene: {player} ist nicht in dieser Szene</translation>
    </message>
    <message>
        <source>scene: Statements are made before any is rolled</source>
        <translation>Szene: Aussagen werden gemacht, bevor eine davon gewürfelt wird</translation>
    </message>
    <message>
        <source>statements: {player} already made {max_statements} Statements</source>
        <translation>Aussagen: {player} hat bereits {max_statements} Aussagen gemacht</translation>
    </message>
    <message>
        <source>statements: a Statement needs words</source>
        <translation>Aussagen: eine Aussage braucht Worte</translation>
    </message>
    <message>
        <source>statements: a factor counts once in a Statement</source>
        <translation>Aussagen: ein Faktor zählt in einer Aussage nur einmal</translation>
    </message>
    <message>
        <source>statements: {factor_label} is at 0 this scene (Setbacks in effect), so it cannot support a Statement</source>
        <translation>Aussagen: {factor_label} steht in dieser Szene auf 0 (wirksame Rückschläge) und kann daher keine Aussage stützen</translation>
    </message>
    <message>
        <source>statements: {factor_label} already supports {max_factor_uses} Statements this scene</source>
        <translation>Aussagen: {factor_label} stützt in dieser Szene bereits {max_factor_uses} Aussagen</translation>
    </message>
    <message>
        <source>statements: a difficulty modifier is 0 or {low} to {high}</source>
        <translation>Aussagen: ein Schwierigkeitsmodifikator ist 0 oder {low} bis {high}</translation>
    </message>
    <message>
        <source>statements: a Luck bid is 0 to {max_luck_bid}</source>
        <translation>Aussagen: ein Glücksgebot ist 0 bis {max_luck_bid}</translation>
    </message>
    <message>
        <source>statements: {player} bids {bids} Luck this scene but holds {character_luck}</source>
        <translation>Aussagen: {player} bietet in dieser Szene {bids} Glück, hat aber {character_luck}</translation>
    </message>
    <message>
        <source>statements: a Statement needs a favouring factor or a Luck bid</source>
        <translation>Aussagen: eine Aussage braucht einen begünstigenden Faktor oder ein Glücksgebot</translation>
    </message>
    <message>
        <source>statements: {drive!r} is not one of {player}&apos;s Drives</source>
        <translation>Aussagen: {drive!r} ist keiner der Antriebe von {player}</translation>
    </message>
    <message>
        <source>statements: {against_label} is {now} this scene (Setbacks in effect count), not {against_degree}</source>
        <translation>Aussagen: {against_label} ist in dieser Szene {now} (wirksame Rückschläge zählen), nicht {against_degree}</translation>
    </message>
    <message>
        <source>statements: {character_name} has no Setback number {recovers!r} in effect to recover from</source>
        <translation>Aussagen: {character_name} hat keinen wirksamen Rückschlag Nummer {recovers!r}, von dem man sich erholen könnte</translation>
    </message>
    <message>
        <source>statements: {text} wears off after this scene; only an indefinite Setback needs a recovery Statement</source>
        <translation>Aussagen: {text} vergeht nach dieser Szene; nur ein unbefristeter Rückschlag braucht eine Erholungsaussage</translation>
    </message>
    <message>
        <source>statements: {owner}&apos;s {factor_label} is at 0 this scene (Setbacks in effect), so it cannot oppose a Statement</source>
        <translation>Aussagen: {factor_label} von {owner} steht in dieser Szene auf 0 (wirksame Rückschläge) und kann daher keiner Aussage entgegenstehen</translation>
    </message>
    <message>
        <source>statements: {player} has no Statement to withdraw</source>
        <translation>Aussagen: {player} hat keine Aussage, die zurückgezogen werden könnte</translation>
    </message>
    <message>
        <source>statements: {first} has no Statement #{second}</source>
        <translation>Aussagen: {first} hat keine Aussage #{second}</translation>
    </message>
    <message>
        <source>statements: support is +1 success and hindrance −1</source>
        <translation>Aussagen: Unterstützung ist +1 Erfolg und Behinderung −1</translation>
    </message>
    <message>
        <source>statements: only a Statement of an earlier round supports or hinders</source>
        <translation>Aussagen: nur eine Aussage aus einer früheren Runde unterstützt oder behindert</translation>
    </message>
    <message>
        <source>statements: link before the later Statement&apos;s round is resolved</source>
        <translation>Aussagen: verknüpfe, bevor die Runde der späteren Aussage aufgelöst ist</translation>
    </message>
    <message>
        <source>statements: these Statements are already linked</source>
        <translation>Aussagen: diese Aussagen sind bereits verknüpft</translation>
    </message>
    <message>
        <source>scene: already resolved</source>
        <translation>Szene: bereits aufgelöst</translation>
    </message>
    <message>
        <source>statements: {first} #{second} is already rolled</source>
        <translation>Aussagen: {first} #{second} ist bereits gewürfelt</translation>
    </message>
    <message>
        <source>resolution: roll round {round} first ({unrolled})</source>
        <translation>Auflösung: würfle zuerst Runde {round} ({unrolled})</translation>
    </message>
    <message>
        <source>scene: already finished</source>
        <translation>Szene: bereits abgeschlossen</translation>
    </message>
    <message>
        <source>resolution: no Statement was made</source>
        <translation>Auflösung: es wurde keine Aussage gemacht</translation>
    </message>
    <message>
        <source>resolution: no Statement is waiting for the table</source>
        <translation>Auflösung: keine Aussage wartet auf den Tisch</translation>
    </message>
    <message>
        <source>luck: {player}&apos;s {trait} is at 0 this scene (Setbacks in effect)</source>
        <translation>Glück: {trait} von {player} steht in dieser Szene auf 0 (wirksame Rückschläge)</translation>
    </message>
    <message>
        <source>luck: {player} already earned Luck from {trait} this scene</source>
        <translation>Glück: {player} hat in dieser Szene bereits Glück aus {trait} verdient</translation>
    </message>
    <message>
        <source>scene: resolve every Statement before finishing</source>
        <translation>Szene: löse jede Aussage auf, bevor du abschließt</translation>
    </message>
    <message>
        <source>after the scene: resolve every Statement first</source>
        <translation>nach der Szene: löse zuerst jede Aussage auf</translation>
    </message>
    <message>
        <source>setback: the GM applies {player}&apos;s Setbacks before the experience test</source>
        <translation>Rückschlag: die SL wendet die Rückschläge von {player} vor der Erfahrungsprobe an</translation>
    </message>
    <message>
        <source>setback: justify a Setback by what happened in the scene</source>
        <translation>Rückschlag: begründe einen Rückschlag mit dem, was in der Szene geschah</translation>
    </message>
    <message>
        <source>setback: a permanent Setback reduces a Trait, Attribute or Resource; name it</source>
        <translation>Rückschlag: ein dauerhafter Rückschlag senkt ein Merkmal, ein Attribut oder eine Ressource; nenne es</translation>
    </message>
    <message>
        <source>experience: {player} generated no failures, so there is no test</source>
        <translation>Erfahrung: {player} hat keine Misserfolge erzeugt, also gibt es keine Probe</translation>
    </message>
    <message>
        <source>experience: {player} already took the test for this scene</source>
        <translation>Erfahrung: {player} hat die Probe für diese Szene bereits abgelegt</translation>
    </message>
    <message>
        <source>experience: {player} takes the experience test first</source>
        <translation>Erfahrung: {player} legt zuerst die Erfahrungsprobe ab</translation>
    </message>
    <message>
        <source>experience: choose a Trait or Resource to raise, or an Attribute</source>
        <translation>Erfahrung: wähle ein Merkmal oder eine Ressource zum Steigern, oder ein Attribut</translation>
    </message>
    <message>
        <source>experience: {player} already raised a Trait or Resource this scene</source>
        <translation>Erfahrung: {player} hat in dieser Szene bereits ein Merkmal oder eine Ressource gesteigert</translation>
    </message>
    <message>
        <source>experience: {player} already raised an Attribute this scene</source>
        <translation>Erfahrung: {player} hat in dieser Szene bereits ein Attribut gesteigert</translation>
    </message>
    <message>
        <source>experience: a new Trait or Resource needs a name</source>
        <translation>Erfahrung: ein neues Merkmal oder eine neue Ressource braucht einen Namen</translation>
    </message>
    <message>
        <source>drives: {player} already changed a Drive after this scene</source>
        <translation>Antriebe: {player} hat nach dieser Szene bereits einen Antrieb geändert</translation>
    </message>
    <message>
        <source>drives: justify the change by what happened in the scene</source>
        <translation>Antriebe: begründe die Änderung mit dem, was in der Szene geschah</translation>
    </message>
    <message>
        <source>drives: choose the Drive to change</source>
        <translation>Antriebe: wähle den Antrieb, der geändert wird</translation>
    </message>
    <message>
        <source>recovery: there is no {kind} stress to recover</source>
        <translation>Erholung: Es gibt keinen {kind} Stress, von dem man sich erholen könnte</translation>
    </message>
    <message>
        <source>choose a Persona in the table first</source>
        <translation>Wählen Sie zuerst eine Persona in der Tabelle</translation>
    </message>
    <message>
        <source>{what} needs a whole number</source>
        <translation>{what} braucht eine ganze Zahl</translation>
    </message>
    <message>
        <source>oracle roll: type a number from 1 to 100</source>
        <translation>Orakelwurf: Geben Sie eine Zahl von 1 bis 100 ein</translation>
    </message>
    <message>
        <source>ask the oracle: type one number from 1 to 100</source>
        <translation>Orakel befragen: Geben Sie eine Zahl von 1 bis 100 ein</translation>
    </message>
    <message>
        <source>oracle roll: type a number from {low} to {high}</source>
        <translation>Orakelwurf: Gib eine Zahl von {low} bis {high} ein</translation>
    </message>
    <message>
        <source>A Challenge&apos;s title cannot be blank</source>
        <translation>Der Titel einer Herausforderung darf nicht leer sein</translation>
    </message>
    <message>
        <source>A Challenge&apos;s title is longer than {limit} characters</source>
        <translation>Der Titel einer Herausforderung ist länger als {limit} Zeichen</translation>
    </message>
    <message>
        <source>{strategy!r} is not an active Strategy of {name}</source>
        <translation>{strategy!r} ist keine aktive Strategie von {name}</translation>
    </message>
    <message>
        <source>Challenge {title!r} no longer replays: {error}</source>
        <translation>Die Herausforderung {title!r} lässt sich nicht mehr nachspielen: {error}</translation>
    </message>
    <message>
        <source>A Challenge needs at least one Persona</source>
        <translation>Eine Herausforderung braucht mindestens eine Persona</translation>
    </message>
    <message>
        <source>A Persona takes part in a Challenge only once</source>
        <translation>Eine Persona nimmt an einer Herausforderung nur einmal teil</translation>
    </message>
    <message>
        <source>{name} is dead and cannot take part in a Challenge</source>
        <translation>{name} ist tot und kann an keiner Herausforderung teilnehmen</translation>
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
        <source>Episode &apos;{title}&apos; is closed; its check-off is final</source>
        <translation>Die Episode „{title}“ ist abgeschlossen; ihr Abhaken ist endgültig</translation>
    </message>
    <message>
        <source>Only a player taking part in the Episode keeps a check-off.</source>
        <translation>Nur wer an der Episode teilnimmt, hakt ab.</translation>
    </message>
    <message>
        <source>That {kind} is not on a Persona in this Episode.</source>
        <translation>Dieses {kind} gehört zu keiner Persona dieser Episode.</translation>
    </message>
    <message>
        <source>{name}&apos;s own player does not check {name}.</source>
        <translation>Wer {name} spielt, hakt {name} nicht selbst ab.</translation>
    </message>
    <message>
        <source>Episode &apos;{title}&apos; is already closed</source>
        <translation>Die Episode „{title}“ ist bereits abgeschlossen</translation>
    </message>
    <message>
        <source>Episode &apos;{title}&apos; is closed and can no longer change</source>
        <translation>Die Episode „{title}“ ist abgeschlossen und kann sich nicht mehr ändern</translation>
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
        <source>the party folder {folder} cannot be read: {error}</source>
        <translation>der Gruppenordner {folder} kann nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>not a Persona file (the party folder exchanges *{suffix} files)</source>
        <translation>keine Persona-Datei (der Gruppenordner tauscht *{suffix}-Dateien aus)</translation>
    </message>
    <message>
        <source>not a Persona file, or damaged: {error}</source>
        <translation>keine Persona-Datei oder beschädigt: {error}</translation>
    </message>
    <message>
        <source>cannot be read: {error}</source>
        <translation>kann nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>a Persona file without a UUID (from an older Starshine Desktop): import it with File › Import Persona…</source>
        <translation>eine Persona-Datei ohne UUID (von einem älteren Starshine Desktop): importieren Sie sie mit Datei › Persona importieren …</translation>
    </message>
    <message>
        <source>{folder} is not a folder</source>
        <translation>{folder} ist kein Ordner</translation>
    </message>
    <message>
        <source>{folder} cannot be written to</source>
        <translation>in {folder} kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>that Actor is no longer in the campaign</source>
        <translation>dieser Actor ist nicht mehr in der Kampagne</translation>
    </message>
    <message>
        <source>{name} is the Director: bind the folder as the Director</source>
        <translation>{name} ist die Spielleitung: verbinden Sie den Ordner als Spielleitung</translation>
    </message>
    <message>
        <source>the campaign has no party folder</source>
        <translation>die Kampagne hat keinen Gruppenordner</translation>
    </message>
    <message>
        <source>cannot be taken: {error}</source>
        <translation>kann nicht übernommen werden: {error}</translation>
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
        <source>{what} cannot hold the NUL character</source>
        <translation>{what} darf das NUL-Zeichen nicht enthalten</translation>
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
        <source>Notes are longer than {limit} characters</source>
        <translation>Die Notizen sind länger als {limit} Zeichen</translation>
    </message>
    <message>
        <source>{what} is true or false, not {value}</source>
        <translation>{what} ist wahr oder falsch, nicht {value}</translation>
    </message>
    <message>
        <source>{name} is the Director, who plays no Persona</source>
        <translation>{name} ist die Spielleitung und spielt keine Persona</translation>
    </message>
    <message>
        <source>the campaign has no Personae to print the sheets of</source>
        <translation>die Kampagne hat keine Personae, deren Bögen gedruckt werden können</translation>
    </message>
    <message>
        <source>no Challenge has id {id} (Challenges: none)</source>
        <translation>keine Herausforderung hat die ID {id} (Herausforderungen: keine)</translation>
    </message>
    <message>
        <source>no Challenge has id {id} (Challenges: {known})</source>
        <translation>keine Herausforderung hat die ID {id} (Herausforderungen: {known})</translation>
    </message>
    <message>
        <source>{error}</source>
        <translation>{error}</translation>
    </message>
    <message>
        <source>a Challenge log needs a stored Challenge (--challenge ID) or a scenario (--scenario FILE)</source>
        <translation>ein Herausforderungsprotokoll braucht eine gespeicherte Herausforderung (--challenge ID) oder ein Szenario (--scenario DATEI)</translation>
    </message>
    <message>
        <source>the scenario does not replay: {error}</source>
        <translation>das Szenario lässt sich nicht nachspielen: {error}</translation>
    </message>
    <message>
        <source>the rulings of {whose}: {error}</source>
        <translation>die Regelentscheidungen von {whose}: {error}</translation>
    </message>
    <message>
        <source>the {document} is printed from a campaign</source>
        <translation>„{document}“ wird aus einer Kampagne gedruckt</translation>
    </message>
    <message>
        <source>a Persona sheet needs a Persona (--persona NAME)</source>
        <translation>ein Persona-Bogen braucht eine Persona (--persona NAME)</translation>
    </message>
    <message>
        <source>the campaign has no Personae to make cards for</source>
        <translation>die Kampagne hat keine Personae, für die Karten gemacht werden können</translation>
    </message>
    <message>
        <source>no Persona is called {name} (Personae: none)</source>
        <translation>keine Persona heißt {name} (Personae: keine)</translation>
    </message>
    <message>
        <source>no Persona is called {name} (Personae: {known})</source>
        <translation>keine Persona heißt {name} (Personae: {known})</translation>
    </message>
    <message>
        <source>{count} Personae are called {name}</source>
        <translation>{count} Personae heißen {name}</translation>
    </message>
    <message>
        <source>that Episode is no longer in the campaign</source>
        <translation>diese Episode ist nicht mehr in der Kampagne</translation>
    </message>
    <message>
        <source>no Episode is called {title} (none)</source>
        <translation>keine Episode heißt {title} (keine)</translation>
    </message>
    <message>
        <source>no Episode is called {title} ({known})</source>
        <translation>keine Episode heißt {title} ({known})</translation>
    </message>
    <message>
        <source>{what} must be text, not {value}</source>
        <translation>{what} muss Text sein, nicht {value}</translation>
    </message>
    <message>
        <source>Notes must be text, not {value}</source>
        <translation>Notizen müssen Text sein, nicht {value}</translation>
    </message>
    <message>
        <source>{what} must be true or false, not {value}</source>
        <translation>{what} muss wahr oder falsch sein, nicht {value}</translation>
    </message>
    <message>
        <source>{what} must be a date written YYYY-MM-DD, not {value}</source>
        <translation>{what} muss ein Datum in der Form JJJJ-MM-TT sein, nicht {value}</translation>
    </message>
    <message>
        <source>{what} must be one of {allowed}, not {value}</source>
        <translation>{what} muss eines von {allowed} sein, nicht {value}</translation>
    </message>
    <message>
        <source>{what} must name a {kinds}, not {value}</source>
        <translation>{what} muss auf {kinds} verweisen, nicht {value}</translation>
    </message>
    <message>
        <source>a {kind} is not deleted here</source>
        <translation>„{kind}“ wird hier nicht gelöscht</translation>
    </message>
    <message>
        <source>the campaign already has a Director</source>
        <translation>die Kampagne hat bereits eine Spielleitung</translation>
    </message>
    <message>
        <source>there is already an Actor called {name}</source>
        <translation>es gibt bereits einen Akteur namens {name}</translation>
    </message>
    <message>
        <source>{name} is not a Characteristic of this Persona</source>
        <translation>{name} ist keine Eigenschaft dieser Persona</translation>
    </message>
    <message>
        <source>an Investment&apos;s Element must be an Element, not {value}</source>
        <translation>das Element einer Investition muss ein Element sein, nicht {value}</translation>
    </message>
    <message>
        <source>a Strategy pursues an Investment or nothing, not {value}</source>
        <translation>eine Strategie verfolgt eine Investition oder nichts, nicht {value}</translation>
    </message>
    <message>
        <source>a Strategy pursues one of its own Persona&apos;s Investments</source>
        <translation>eine Strategie verfolgt eine Investition ihrer eigenen Persona</translation>
    </message>
    <message>
        <source>write-ahead log</source>
        <extracomment>Files SQLite and the app keep beside an open campaign, as name suffixes.</extracomment>
        <translation>Write-Ahead-Log</translation>
    </message>
    <message>
        <source>shared-memory file</source>
        <translation>Shared-Memory-Datei</translation>
    </message>
    <message>
        <source>rollback journal</source>
        <translation>Rollback-Journal</translation>
    </message>
    <message>
        <source>lock file</source>
        <translation>Sperrdatei</translation>
    </message>
    <message>
        <source>{target} was not written: {reason}. Nothing was changed; choose another file.</source>
        <translation>{target} wurde nicht geschrieben: {reason}. Nichts wurde geändert; wähle eine andere Datei.</translation>
    </message>
    <message>
        <source>it is {kind}, not a file</source>
        <translation>es ist {kind}, keine Datei</translation>
    </message>
    <message>
        <source>it is the open campaign {campaign}</source>
        <translation>es ist die geöffnete Kampagne {campaign}</translation>
    </message>
    <message>
        <source>it is the {what} of the open campaign {campaign}</source>
        <translation>es ist die Datei „{what}“ der geöffneten Kampagne {campaign}</translation>
    </message>
    <message>
        <source>it is in the backups folder {folder}</source>
        <translation>es liegt im Sicherungsordner {folder}</translation>
    </message>
    <message>
        <source>it is a Starshine campaign file (only opening it may change it)</source>
        <translation>es ist eine Starshine-Kampagnendatei (nur Öffnen darf sie verändern)</translation>
    </message>
    <message>
        <source>it is the {what} of the campaign {campaign}</source>
        <translation>es ist die Datei „{what}“ der Kampagne {campaign}</translation>
    </message>
    <message>
        <source>tension clock: only a scene challenge has a tension clock</source>
        <translation>Spannungsuhr: nur eine Szenen-Herausforderung hat eine Spannungsuhr</translation>
    </message>
    <message>
        <source>A track&apos;s name cannot be blank</source>
        <translation>Der Name einer Leiste darf nicht leer sein</translation>
    </message>
    <message>
        <source>A track&apos;s name is longer than {limit} characters</source>
        <translation>Der Name einer Leiste ist länger als {limit} Zeichen</translation>
    </message>
    <message>
        <source>An oracle result is 1 to {limit} characters</source>
        <translation>Ein Orakelergebnis hat 1 bis {limit} Zeichen</translation>
    </message>
    <message>
        <source>the copy written to {destination} failed its check: {problem}</source>
        <translation>die nach {destination} geschriebene Kopie hat die Prüfung nicht bestanden: {problem}</translation>
    </message>
    <message>
        <source>could not write a copy to {destination}: {error}</source>
        <translation>es konnte keine Kopie nach {destination} geschrieben werden: {error}</translation>
    </message>
    <message>
        <source>Challenge {record_id} has unreadable {what}: {error}</source>
        <translation>Die Herausforderung {record_id} hat unlesbare Daten („{what}“): {error}</translation>
    </message>
    <message>
        <source>Challenge {record_id} is damaged: its JSON columns have wrong types</source>
        <translation>Die Herausforderung {record_id} ist beschädigt: Ihre JSON-Spalten haben falsche Typen</translation>
    </message>
    <message>
        <source>SQLite refused write-ahead logging for this file (mode {mode})</source>
        <translation>SQLite hat das Write-Ahead-Logging für diese Datei verweigert (Modus {mode})</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>it is not an SQLite database</source>
        <translation>es ist keine SQLite-Datenbank</translation>
    </message>
    <message>
        <source>it is an SQLite database of another application (application id {found}, not {wanted})</source>
        <translation>es ist eine SQLite-Datenbank einer anderen Anwendung (Anwendungs-ID {found}, nicht {wanted})</translation>
    </message>
    <message>
        <source>Could not check {name} and its log: {error}</source>
        <translation>{name} und ihr Log konnten nicht geprüft werden: {error}</translation>
    </message>
    <message>
        <source>it is on a read-only drive</source>
        <translation>sie liegt auf einem schreibgeschützten Laufwerk</translation>
    </message>
    <message>
        <source>the file cannot be written</source>
        <translation>die Datei kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>its folder cannot be written</source>
        <translation>ihr Ordner kann nicht beschrieben werden</translation>
    </message>
    <message>
        <source>the -wal file beside it cannot be written</source>
        <translation>die -wal-Datei daneben kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>the -shm file beside it cannot be written</source>
        <translation>die -shm-Datei daneben kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>the file has more than one name on this drive (hard links), and two windows opening it by different names could each save over the other&apos;s edits</source>
        <translation>die Datei hat auf diesem Laufwerk mehr als einen Namen (harte Links), und zwei Fenster, die sie unter verschiedenen Namen öffnen, könnten gegenseitig ihre Änderungen überschreiben</translation>
    </message>
    <message>
        <source>Could not make a private copy to read {name}: {error}</source>
        <translation>Es konnte keine private Kopie zum Lesen von {name} angelegt werden: {error}</translation>
    </message>
    <message>
        <source>{name} is not a Starshine campaign: {reason}. The file was not changed.</source>
        <translation>{name} ist keine Starshine-Kampagne: {reason}. Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>{name} uses campaign format version {file_version}, but this Starshine Desktop understands only up to version {app_version}. Open it with a newer Starshine Desktop; the file was not changed.</source>
        <translation>{name} verwendet das Kampagnenformat Version {file_version}, aber dieses Starshine Desktop versteht nur bis Version {app_version}. Öffne sie mit einem neueren Starshine Desktop; die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>The campaign is at format version {file_version}; Starshine Desktop never moves a file back to version {asked_version}. Nothing was changed.</source>
        <translation>Die Kampagne hat das Format Version {file_version}; Starshine Desktop setzt eine Datei nie auf Version {asked_version} zurück. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>There is no campaign file at {path}.</source>
        <translation>Unter {path} gibt es keine Kampagnendatei.</translation>
    </message>
    <message>
        <source>The path of {name} is too long for SQLite: {length} bytes, and SQLite opens campaign files only up to {limit} bytes (its log and journal names are longer still). Move it to a folder with a shorter path. The file was not changed.</source>
        <translation>Der Pfad von {name} ist zu lang für SQLite: {length} Bytes, und SQLite öffnet Kampagnendateien nur bis {limit} Bytes (die Namen seines Logs und Journals sind noch länger). Verschiebe sie in einen Ordner mit kürzerem Pfad. Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>{path} already exists; a new campaign will not replace it.</source>
        <translation>{path} existiert bereits; eine neue Kampagne ersetzt sie nicht.</translation>
    </message>
    <message>
        <source>There is no {kind} with id {record_id} in this campaign.</source>
        <translation>In dieser Kampagne gibt es keinen Eintrag „{kind}“ mit der ID {record_id}.</translation>
    </message>
    <message>
        <source>{name} is open in another Starshine Desktop (process {pid} on {host}). Only one window may change a campaign at a time: close it there first. The file was not changed.</source>
        <translation>{name} ist in einem anderen Starshine Desktop geöffnet (Prozess {pid} auf {host}). Nur ein Fenster darf eine Kampagne gleichzeitig ändern: Schließe sie zuerst dort. Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>{name} is damaged: SQLite&apos;s check of the file failed ({detail}). It was not changed or repaired; restore a backup to go on.</source>
        <translation>{name} ist beschädigt: Die Prüfung der Datei durch SQLite ist fehlgeschlagen ({detail}). Sie wurde weder verändert noch repariert; stelle eine Sicherung wieder her, um weiterzumachen.</translation>
    </message>
    <message>
        <source>{name} cannot be trusted as a Starshine campaign: {detail}. It was not opened, changed or repaired; restore a backup to go on.</source>
        <translation>{name} ist als Starshine-Kampagne nicht vertrauenswürdig: {detail}. Sie wurde weder geöffnet, verändert noch repariert; stelle eine Sicherung wieder her, um weiterzumachen.</translation>
    </message>
    <message>
        <source>The change could not be saved to {name}: the disk may be full or failing ({detail}). Nothing was changed; the campaign is as it was before. Free some space and try again.</source>
        <translation>Die Änderung konnte nicht in {name} gespeichert werden: Der Datenträger ist vielleicht voll oder defekt ({detail}). Nichts wurde geändert; die Kampagne ist wie zuvor. Gib etwas Speicherplatz frei und versuche es erneut.</translation>
    </message>
    <message>
        <source>The new campaign {name} could not be written: the disk may be full or failing ({detail}). Nothing was created and no temporary file was left. Free some space and try again.</source>
        <translation>Die neue Kampagne {name} konnte nicht geschrieben werden: Der Datenträger ist vielleicht voll oder defekt ({detail}). Nichts wurde angelegt und keine temporäre Datei blieb zurück. Gib etwas Speicherplatz frei und versuche es erneut.</translation>
    </message>
    <message>
        <source>Upgrading {name} failed at step {step} ({description}): {detail}. The file was not changed; a backup was written before the upgrade.</source>
        <translation>Die Aktualisierung von {name} ist bei Schritt {step} fehlgeschlagen ({description}): {detail}. Die Datei wurde nicht verändert; vor der Aktualisierung wurde eine Sicherung geschrieben.</translation>
    </message>
    <message>
        <source>Upgrading {name} failed at step {step} ({description}): {detail}. The file was not changed; the upgrade ran on a private copy of it.</source>
        <translation>Die Aktualisierung von {name} ist bei Schritt {step} fehlgeschlagen ({description}): {detail}. Die Datei wurde nicht verändert; die Aktualisierung lief auf einer privaten Kopie.</translation>
    </message>
    <message>
        <source>{name} is open read-only ({reason}); nothing can be saved. File › Save a copy as… makes a copy you can edit.</source>
        <translation>{name} ist schreibgeschützt geöffnet ({reason}); nichts kann gespeichert werden. Datei › Kopie speichern unter … legt eine Kopie an, die du bearbeiten kannst.</translation>
    </message>
    <message>
        <source>The server of the shared campaign {name} cannot be reached ({detail}): nothing can be read or saved until it is back. The window connects again by itself.</source>
        <translation>Der Server der gemeinsamen Kampagne {name} ist nicht erreichbar ({detail}): Bis er wieder da ist, kann nichts gelesen oder gespeichert werden. Das Fenster verbindet sich von selbst neu.</translation>
    </message>
    <message>
        <source>The change could not be saved: the server of the shared campaign {name} cannot be reached ({detail}). Nothing was changed; the window connects again by itself.</source>
        <translation>Die Änderung konnte nicht gespeichert werden: Der Server der gemeinsamen Kampagne {name} ist nicht erreichbar ({detail}). Nichts wurde geändert; das Fenster verbindet sich von selbst neu.</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>eine benannte Pipe (FIFO)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>ein Gerät</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>keine reguläre Datei</translation>
    </message>
    <message>
        <source>A record ({kind})</source>
        <translation>Ein Datensatz ({kind})</translation>
    </message>
    <message>
        <source>{thing} holds the NUL character in its {field}, which a shared campaign cannot keep: type that text again in the campaign file and share it again. Nothing was written to the server.</source>
        <translation>{thing} enthält im Feld {field} das NUL-Zeichen, das eine geteilte Kampagne nicht speichern kann: Tippen Sie diesen Text in der Kampagnendatei neu und teilen Sie sie erneut. Auf den Server wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>{thing} holds the NUL character in its {field}, which a shared campaign cannot keep; nothing was saved.</source>
        <translation>{thing} enthält im Feld {field} das NUL-Zeichen, das eine geteilte Kampagne nicht speichern kann; nichts wurde gespeichert.</translation>
    </message>
    <message>
        <source>{why}; nothing was changed.</source>
        <translation>{why}; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>{thing} was changed or removed meanwhile, or may not be changed here; nothing was saved</source>
        <translation>{thing} wurde inzwischen geändert oder entfernt oder darf hier nicht geändert werden; nichts wurde gespeichert</translation>
    </message>
    <message>
        <source>{thing} was changed since it was shown here; nothing was changed. It now shows what is saved.</source>
        <translation>{thing} wurde seit dem Anzeigen hier geändert; nichts wurde geändert. Jetzt wird angezeigt, was gespeichert ist.</translation>
    </message>
    <message>
        <source>{kind} &apos;{name}&apos;</source>
        <translation>{kind} „{name}“</translation>
    </message>
    <message>
        <source>{kind} {key}</source>
        <translation>{kind} {key}</translation>
    </message>
    <message>
        <source>{thing} cannot be deleted: {user} still refers to it (and {more} more)</source>
        <translation>{thing} kann nicht gelöscht werden: {user} verweist noch darauf (und {more} weitere)</translation>
    </message>
    <message>
        <source>{thing} cannot be deleted: {user} still refers to it</source>
        <translation>{thing} kann nicht gelöscht werden: {user} verweist noch darauf</translation>
    </message>
    <message>
        <source>Cannot undo: {why}; nothing was changed.</source>
        <translation>Rückgängig nicht möglich: {why}; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Cannot redo: {why}; nothing was changed.</source>
        <translation>Wiederholen nicht möglich: {why}; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Cannot undo: {thing} was changed since (or may not be changed here); nothing was changed</source>
        <translation>Rückgängig nicht möglich: {thing} wurde seither geändert (oder darf hier nicht geändert werden); nichts wurde geändert</translation>
    </message>
    <message>
        <source>Cannot redo: {thing} was changed since (or may not be changed here); nothing was changed</source>
        <translation>Wiederholen nicht möglich: {thing} wurde seither geändert (oder darf hier nicht geändert werden); nichts wurde geändert</translation>
    </message>
    <message>
        <source>The lock file {path} is {kind}, not a file; Starshine Desktop cannot use it. Remove it and try again. Nothing was changed.</source>
        <translation>Die Sperrdatei {path} ist {kind}, keine Datei; Starshine Desktop kann sie nicht verwenden. Entferne sie und versuche es erneut. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>The lock file {path} is {what}, not a lock of Starshine Desktop; it was left as it is. Remove it and try again. Nothing was changed.</source>
        <translation>Die Sperrdatei {path} ist {what}, keine Sperre von Starshine Desktop; sie wurde so gelassen, wie sie ist. Entferne sie und versuche es erneut. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>a symbolic link to {target}</source>
        <translation>ein symbolischer Link auf {target}</translation>
    </message>
    <message>
        <source>one of {links} names of the same file (a hard link)</source>
        <translation>einer von {links} Namen derselben Datei (ein harter Link)</translation>
    </message>
    <message>
        <source>{size} bytes long, more than a lock holds</source>
        <translation>{size} Bytes lang, mehr als eine Sperre enthält</translation>
    </message>
    <message>
        <source>a file holding other text</source>
        <translation>eine Datei mit anderem Text</translation>
    </message>
    <message>
        <source>The lock file cannot be locked here: {error}</source>
        <translation>Die Sperrdatei kann hier nicht gesperrt werden: {error}</translation>
    </message>
    <message>
        <source>This system offers no file locks; campaigns cannot be opened safely.</source>
        <translation>Dieses System bietet keine Dateisperren; Kampagnen können nicht sicher geöffnet werden.</translation>
    </message>
    <message>
        <source>Could not take the lock {name}: {error}</source>
        <translation>Die Sperre {name} konnte nicht gesetzt werden: {error}</translation>
    </message>
    <message>
        <source>an unknown computer</source>
        <translation>einem unbekannten Rechner</translation>
    </message>
    <message>
        <source>Could not take the lock {name}: it kept changing; try again.</source>
        <translation>Die Sperre {name} konnte nicht gesetzt werden: Sie änderte sich ständig; versuche es erneut.</translation>
    </message>
    <message>
        <source>a -wal file of another campaign is already beside it</source>
        <extracomment>The files of another campaign that keep a restored copy from a place, and why.</extracomment>
        <translation>daneben liegt bereits eine -wal-Datei einer anderen Kampagne</translation>
    </message>
    <message>
        <source>a -shm file of another campaign is already beside it</source>
        <translation>daneben liegt bereits eine -shm-Datei einer anderen Kampagne</translation>
    </message>
    <message>
        <source>a -journal file of another campaign is already beside it</source>
        <translation>daneben liegt bereits eine -journal-Datei einer anderen Kampagne</translation>
    </message>
    <message>
        <source>a .lock file of another campaign is already beside it</source>
        <translation>daneben liegt bereits eine .lock-Datei einer anderen Kampagne</translation>
    </message>
    <message>
        <source>The backup cannot be restored as a copy at {destination}: {reason}. Nothing was written there; choose another place.</source>
        <translation>Die Sicherung kann nicht als Kopie unter {destination} wiederhergestellt werden: {reason}. Dort wurde nichts geschrieben; wähle einen anderen Ort.</translation>
    </message>
    <message>
        <source>The backup {name} failed its check: {problem}</source>
        <translation>Die Sicherung {name} hat die Prüfung nicht bestanden: {problem}</translation>
    </message>
    <message>
        <source>The restored copy failed its check: {problem}</source>
        <translation>Die wiederhergestellte Kopie hat die Prüfung nicht bestanden: {problem}</translation>
    </message>
    <message>
        <source>Could not restore {name}: {error}</source>
        <translation>{name} konnte nicht wiederhergestellt werden: {error}</translation>
    </message>
    <message>
        <source>a file is already there, and restoring never replaces another file</source>
        <translation>dort liegt bereits eine Datei, und Wiederherstellen ersetzt nie eine andere Datei</translation>
    </message>
    <message>
        <source>its folder does not exist</source>
        <translation>ihr Ordner existiert nicht</translation>
    </message>
    <message>
        <source>Could not read the backup {name}: {error}</source>
        <translation>Die Sicherung {name} konnte nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>a file appeared there meanwhile</source>
        <translation>dort ist inzwischen eine Datei aufgetaucht</translation>
    </message>
    <message>
        <source>Select a Persona first: its sheet is printed.</source>
        <translation>Wähle zuerst eine Persona aus: Ihr Bogen wird gedruckt.</translation>
    </message>
    <message>
        <source>cannot read {path}: {reason}</source>
        <translation>{path} kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>{path}: {reason}</source>
        <translation>{path}: {reason}</translation>
    </message>
    <message>
        <source>oracle {name}: {roll} is on no row (the rows cover {low} to {high})</source>
        <translation>Orakel {name}: {roll} liegt auf keiner Zeile (die Zeilen decken {low} bis {high} ab)</translation>
    </message>
    <message>
        <source>{dice!r} is not dice this app can roll</source>
        <translation>{dice!r} sind keine Würfel, die diese App würfeln kann</translation>
    </message>
    <message>
        <source>the table has no row to roll</source>
        <translation>die Tabelle hat keine Zeile zum Würfeln</translation>
    </message>
    <message>
        <source>is {high}, below the row&apos;s min ({low})</source>
        <translation>ist {high}, unter dem Minimum der Zeile ({low})</translation>
    </message>
    <message>
        <source>{low}–{high} is outside the table&apos;s {dice}</source>
        <translation>{low}–{high} liegt außerhalb der {dice} der Tabelle</translation>
    </message>
    <message>
        <source>{low} is on another row already</source>
        <translation>{low} liegt schon auf einer anderen Zeile</translation>
    </message>
    <message>
        <source>is {low}, so {missing} is on no row (the rows must cover {dice})</source>
        <translation>ist {low}, also liegt {missing} auf keiner Zeile (die Zeilen müssen {dice} abdecken)</translation>
    </message>
    <message>
        <source>{target!r} is in the package {owner!r}, which it cannot use</source>
        <translation>{target!r} gehört zum Paket {owner!r}, das es nicht verwenden kann</translation>
    </message>
    <message>
        <source>the link to {target!r} names nothing in {owner!r}</source>
        <translation>der Verweis auf {target!r} nennt nichts in {owner!r}</translation>
    </message>
    <message>
        <source>the expansion builds on the ruleset {ruleset!r}, which the campaign does not have: import that ruleset first</source>
        <translation>die Erweiterung baut auf dem Regelwerk {ruleset!r} auf, das die Kampagne nicht hat: Importiere zuerst dieses Regelwerk</translation>
    </message>
    <message>
        <source>oracle {name}: too many rolls again</source>
        <translation>Orakel {name}: zu viele erneute Würfe</translation>
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
        <source>must be &quot;director&quot;, &quot;self&quot; or {persona}, not {value}</source>
        <translation>muss &quot;director&quot;, &quot;self&quot; oder {persona} sein, nicht {value}</translation>
    </message>
    <message>
        <source>must be a UUID</source>
        <translation>muss eine UUID sein</translation>
    </message>
    <message>
        <source>this key appears more than once</source>
        <translation>dieser Schlüssel kommt mehr als einmal vor</translation>
    </message>
    <message>
        <source>this is a whole campaign, not a Persona file</source>
        <translation>das ist eine ganze Kampagne, keine Persona-Datei</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
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
        <source>this Starshine Desktop reads versions {versions}</source>
        <translation>dieses Starshine Desktop liest die Versionen {versions}</translation>
    </message>
    <message>
        <source>{text} is not a number JSON allows</source>
        <translation>{text} ist keine Zahl, die JSON erlaubt</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>is missing: the file does not say which Datasworn it is written for (this app reads Datasworn {needed})</source>
        <translation>fehlt: Die Datei sagt nicht, für welches Datasworn sie geschrieben ist (diese App liest Datasworn {needed})</translation>
    </message>
    <message>
        <source>the package is written for Datasworn {found}, but this app reads Datasworn {needed}: import a release of the package made for Datasworn {needed}</source>
        <translation>das Paket ist für Datasworn {found} geschrieben, diese App liest aber Datasworn {needed}: Importiere eine Ausgabe des Pakets für Datasworn {needed}</translation>
    </message>
    <message>
        <source>must be &quot;ruleset&quot; or &quot;expansion&quot;, not {found!r}</source>
        <translation>muss &quot;ruleset&quot; oder &quot;expansion&quot; sein, nicht {found!r}</translation>
    </message>
    <message>
        <source>does not fit the Datasworn schema: {problem}</source>
        <translation>passt nicht zum Datasworn-Schema: {problem}</translation>
    </message>
    <message>
        <source>the campaign has the package {package!r} already ({title})</source>
        <translation>die Kampagne hat das Paket {package!r} schon ({title})</translation>
    </message>
    <message>
        <source>{title} cannot be removed: {users} builds on it (remove that first)</source>
        <translation>{title} kann nicht entfernt werden: {users} baut darauf auf (entferne das zuerst)</translation>
    </message>
    <message>
        <source>the key appears twice</source>
        <translation>der Schlüssel kommt zweimal vor</translation>
    </message>
    <message>
        <source>is longer than {limit} characters</source>
        <translation>ist länger als {limit} Zeichen</translation>
    </message>
    <message>
        <source>challenge: choose a challenge pool and a Persona</source>
        <translation>Herausforderung: Wähle einen Herausforderungspool und eine Persona</translation>
    </message>
    <message>
        <source>roll: the action needs at least one die</source>
        <translation>Wurf: Die Aktion braucht mindestens einen Würfel</translation>
    </message>
    <message>
        <source>faces: write whole numbers separated by spaces or commas, e.g. 7 3 1</source>
        <translation>Augenzahlen: Schreibe ganze Zahlen, getrennt durch Leerzeichen oder Kommas, z. B. 7 3 1</translation>
    </message>
    <message>
        <source>{what}: write the dice, e.g. d8,d6,d6</source>
        <translation>{what}: Schreibe die Würfel, z. B. d8,d6,d6</translation>
    </message>
    <message>
        <source>difficulty: a whole number from 0 to {maximum}</source>
        <translation>Schwierigkeit: eine ganze Zahl von 0 bis {maximum}</translation>
    </message>
    <message>
        <source>typed dice: type {count} numbers for {what}, not {typed}</source>
        <translation>eingegebene Würfel: Gib {count} Zahlen für {what} ein, nicht {typed}</translation>
    </message>
    <message>
        <source>typed dice: {part} is not a die face (a whole number)</source>
        <translation>eingegebene Würfel: {part} ist keine Augenzahl (eine ganze Zahl)</translation>
    </message>
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
        <source>must be {format!r}</source>
        <translation>muss {format!r} sein</translation>
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
        <source>names another Persona&apos;s Investment</source>
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
        <source>is not the Datasworn id of an asset: {value!r}</source>
        <translation>ist nicht die Datasworn-Kennung eines Assets: {value!r}</translation>
    </message>
    <message>
        <source>the Persona&apos;s sheet holds this asset already</source>
        <translation>der Bogen der Persona hat dieses Asset schon</translation>
    </message>
    <message>
        <source>an asset&apos;s field holds a text, a whole number or a tick</source>
        <translation>ein Feld eines Assets enthält einen Text, eine ganze Zahl oder ein Kreuz</translation>
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
        <source>must be {what}, not {type}</source>
        <translation>muss {what} sein, nicht {type}</translation>
    </message>
    <message>
        <source>holds {count} abilities; at most {limit}</source>
        <translation>hat {count} Fähigkeiten; höchstens {limit}</translation>
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
        <source>a text under the key {key} is {length} characters long; no text in the file may be longer than {limit} characters</source>
        <translation>ein Text unter dem Schlüssel {key} ist {length} Zeichen lang; kein Text in der Datei darf länger als {limit} Zeichen sein</translation>
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
        <source>{what}: write each as a name and a degree, e.g. &apos;Brave 3&apos;, not {part!r}</source>
        <translation>{what}: jeweils als Name und Grad schreiben, z. B. „Mutig 3“, nicht {part!r}</translation>
    </message>
    <message>
        <source>{what}: {name} is written twice</source>
        <translation>{what}: {name} steht zweimal da</translation>
    </message>
    <message>
        <source>scene: the faces of a stored roll are a list</source>
        <translation>Szene: die Augen eines gespeicherten Wurfs sind eine Liste</translation>
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
        <source>resolution: roll every Statement first ({names})</source>
        <translation>Auflösung: zuerst jede Aussage würfeln ({names})</translation>
    </message>
    <message>
        <source>experience: give the three faces or roll in the app</source>
        <translation>Erfahrung: die drei Augenzahlen angeben oder in der App würfeln</translation>
    </message>
    <message>
        <source>resolution: a d(F+O) needs at least one point</source>
        <translation>Auflösung: ein d(F+O) braucht mindestens einen Punkt</translation>
    </message>
    <message>
        <source>The backup during the session failed: {error}</source>
        <translation>Die Sicherung während der Sitzung ist fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>The backup on closing {name} failed: {error}</source>
        <translation>Die Sicherung beim Schließen von {name} ist fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>The backup on opening {name} failed: {error}</source>
        <translation>Die Sicherung beim Öffnen von {name} ist fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>{name} is on a network share ({drive}). A campaign that is open is safest on this computer&apos;s own disk: a share can lose or mix up saves if the connection drops or another computer opens it. Copy it to a local folder to play, and back to the share afterwards.</source>
        <translation>{name} liegt auf einer Netzwerkfreigabe ({drive}). Eine geöffnete Kampagne ist auf der eigenen Festplatte dieses Computers am sichersten: Eine Freigabe kann Speichervorgänge verlieren oder durcheinanderbringen, wenn die Verbindung abbricht oder ein anderer Computer sie öffnet. Kopieren Sie sie zum Spielen in einen lokalen Ordner und danach zurück auf die Freigabe.</translation>
    </message>
    <message>
        <source>{name} is in a folder kept in sync by {service}. Opened on two computers, each would save over the other&apos;s changes; a sync program can also copy the campaign while it is being saved or bring back an older copy over it. Keep campaigns you play in a folder that is not synced. To share Personae with your table through the synced folder, use File › Party folder… instead.</source>
        <translation>{name} liegt in einem Ordner, den {service} synchronisiert. Auf zwei Computern geöffnet, würde jeder die Änderungen des anderen überschreiben; ein Synchronisierungsprogramm kann die Kampagne außerdem kopieren, während sie gespeichert wird, oder eine ältere Kopie über sie zurückholen. Bewahren Sie Kampagnen, mit denen Sie spielen, in einem nicht synchronisierten Ordner auf. Um Personae über den synchronisierten Ordner mit Ihrer Runde zu teilen, verwenden Sie stattdessen Datei › Gruppenordner …</translation>
    </message>
    <message>
        <source>{name} is on a network file system ({fstype}). A campaign that is open is safest on this computer&apos;s own disk: a network file system may not keep two programs from writing at once, and can lose saves if the connection drops. Copy it to a local folder to play.</source>
        <translation>{name} liegt auf einem Netzwerkdateisystem ({fstype}). Eine geöffnete Kampagne ist auf der eigenen Festplatte dieses Computers am sichersten: Ein Netzwerkdateisystem hindert zwei Programme womöglich nicht daran, gleichzeitig zu schreiben, und kann Speichervorgänge verlieren, wenn die Verbindung abbricht. Kopieren Sie sie zum Spielen in einen lokalen Ordner.</translation>
    </message>
    <message>
        <source>{link} is a link to another place, and Markdown notes are written only inside {vault}. Nothing was written; remove the link or choose another folder.</source>
        <translation>{link} ist eine Verknüpfung an einen anderen Ort, und Markdown-Notizen werden nur innerhalb von {vault} geschrieben. Es wurde nichts geschrieben; entfernen Sie die Verknüpfung oder wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <source>no free name beside it</source>
        <translation>daneben ist kein Name mehr frei</translation>
    </message>
    <message>
        <source>The address {address} holds a password. Give the address without it: the password is taken from the system keyring or asked for, never written down.</source>
        <translation>Die Adresse {address} enthält ein Passwort. Geben Sie die Adresse ohne Passwort an: Das Passwort wird aus dem Schlüsselbund des Systems genommen oder erfragt und nie aufgeschrieben.</translation>
    </message>
    <message>
        <source>{name} is a campaign file: players and their rights belong to a shared campaign. Nothing was changed.</source>
        <translation>{name} ist eine Kampagnendatei: Spieler und ihre Rechte gehören zu einer gemeinsamen Kampagne. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Could not make a temporary file beside {name}: every name was taken.</source>
        <translation>Neben {name} konnte keine temporäre Datei angelegt werden: jeder Name war vergeben.</translation>
    </message>
    <message>
        <source>The temporary file {name} was replaced or removed while it was written; nothing was published.</source>
        <translation>Die temporäre Datei {name} wurde ersetzt oder entfernt, während sie geschrieben wurde; nichts wurde veröffentlicht.</translation>
    </message>
    <message>
        <source>The database {name} already holds tables; a campaign is only shared into an empty database. Nothing was changed.</source>
        <translation>Die Datenbank {name} enthält bereits Tabellen; eine Kampagne wird nur in eine leere Datenbank geteilt. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Not the address of a PostgreSQL database: {url}</source>
        <translation>Keine Adresse einer PostgreSQL-Datenbank: {url}</translation>
    </message>
    <message>
        <source>The shared campaign {name} is not a file.</source>
        <translation>Die gemeinsame Kampagne {name} ist keine Datei.</translation>
    </message>
    <message>
        <source>The shared campaign {name} uses campaign format version {found}; this Starshine Desktop works with version {wanted}. Only the Director&apos;s app upgrades it: ask the Director to open it once. Nothing was changed.</source>
        <translation>Die gemeinsame Kampagne {name} hat das Kampagnenformat Version {found}; dieses Starshine Desktop arbeitet mit Version {wanted}. Nur die App der Spielleitung aktualisiert sie: Bitten Sie die Spielleitung, sie einmal zu öffnen. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>The backup of the shared campaign {name} failed: {error}</source>
        <translation>Die Sicherung der gemeinsamen Kampagne {name} ist fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>the database is empty</source>
        <translation>die Datenbank ist leer</translation>
    </message>
    <message>
        <source>its tables are not the ones Starshine Desktop makes</source>
        <translation>ihre Tabellen sind nicht die, die Starshine Desktop anlegt</translation>
    </message>
    <message>
        <source>it does not say it is a Starshine campaign</source>
        <translation>sie weist sich nicht als Starshine-Kampagne aus</translation>
    </message>
    <message>
        <source>The server of the shared campaign {name} refused the login of {user} ({detail}). Check the user name and the password; nothing was changed.</source>
        <translation>Der Server der gemeinsamen Kampagne {name} hat die Anmeldung von {user} abgelehnt ({detail}). Prüfen Sie Benutzernamen und Passwort; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>The server of the shared campaign {name} cannot be reached ({detail}). Check the address and that the server is running; nothing was changed.</source>
        <translation>Der Server der gemeinsamen Kampagne {name} ist nicht erreichbar ({detail}). Prüfen Sie die Adresse und ob der Server läuft; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>{name} is not a link to a shared campaign: {reason}. Nothing was opened.</source>
        <translation>{name} ist kein Link zu einer gemeinsamen Kampagne: {reason}. Nichts wurde geöffnet.</translation>
    </message>
    <message>
        <source>it is far larger than a link file</source>
        <translation>sie ist viel größer als eine Link-Datei</translation>
    </message>
    <message>
        <source>it is not JSON text</source>
        <translation>sie ist kein JSON-Text</translation>
    </message>
    <message>
        <source>it does not say it is a link file</source>
        <translation>sie gibt sich nicht als Link-Datei aus</translation>
    </message>
    <message>
        <source>its version is not a number</source>
        <translation>ihre Version ist keine Zahl</translation>
    </message>
    <message>
        <source>it was written by a newer Starshine Desktop</source>
        <translation>sie wurde von einem neueren Starshine Desktop geschrieben</translation>
    </message>
    <message>
        <source>it holds entries a link file has not</source>
        <translation>sie enthält Einträge, die eine Link-Datei nicht hat</translation>
    </message>
    <message>
        <source>its name or address is missing</source>
        <translation>ihr Name oder ihre Adresse fehlt</translation>
    </message>
    <message>
        <source>its sslmode is not one PostgreSQL knows</source>
        <translation>ihr sslmode ist keiner, den PostgreSQL kennt</translation>
    </message>
    <message>
        <source>its address is not a PostgreSQL database&apos;s</source>
        <translation>ihre Adresse ist nicht die einer PostgreSQL-Datenbank</translation>
    </message>
    <message>
        <source>it gives two different sslmodes</source>
        <translation>sie nennt zwei verschiedene sslmodes</translation>
    </message>
    <message>
        <source>The login {login} is not a plain name: use small letters, digits and underscores, starting with a letter. Nothing was changed.</source>
        <translation>Die Anmeldung {login} ist kein einfacher Name: Verwenden Sie Kleinbuchstaben, Ziffern und Unterstriche, beginnend mit einem Buchstaben. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>The campaign has no Actor called {actor}. Nothing was changed.</source>
        <translation>Die Kampagne hat keinen Akteur namens {actor}. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>{actor} is the Director: the Director changes the shared campaign as its owner, not as a player. Nothing was changed.</source>
        <translation>{actor} ist die Spielleitung: Die Spielleitung ändert die gemeinsame Kampagne als ihre Eigentümerin, nicht als Spieler. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>{login} is not a player of this campaign. Nothing was changed.</source>
        <translation>{login} spielt nicht in dieser Kampagne. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>the Director</source>
        <translation>die Spielleitung</translation>
    </message>
    <message>
        <source>Only the Director and {owner}&apos;s player may change {thing} in this shared campaign</source>
        <translation>In dieser gemeinsamen Kampagne dürfen nur die Spielleitung und wer {owner} spielt {thing} ändern</translation>
    </message>
    <message>
        <source>Only the Director may change {thing} in this shared campaign</source>
        <translation>In dieser gemeinsamen Kampagne darf nur die Spielleitung {thing} ändern</translation>
    </message>
    <message>
        <source>In this shared campaign a player changes only the Personae of their Actor and what they hold; the rest is the Director&apos;s. Nothing was changed.</source>
        <translation>In dieser gemeinsamen Kampagne ändern Spieler nur die Personae ihres Akteurs und was diese haben; der Rest gehört der Spielleitung. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>In this shared campaign a player changes only the Personae of their Actor and what they hold; this {kind} is the Director&apos;s or another player&apos;s. Nothing was changed.</source>
        <translation>In dieser gemeinsamen Kampagne ändern Spieler nur die Personae ihres Akteurs und was diese haben; dies ({kind}) gehört der Spielleitung oder anderen Spielern. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>{who} removed {thing} since</source>
        <translation>{who} hat {thing} inzwischen entfernt</translation>
    </message>
    <message>
        <source>{who} changed {name}&apos;s {what} since</source>
        <translation>{who} hat inzwischen {what} von {name} geändert</translation>
    </message>
    <message>
        <source>{who} changed the {what} of {thing} since</source>
        <translation>{who} hat inzwischen {what} von {thing} geändert</translation>
    </message>
    <message>
        <source>{who} changed {thing} since</source>
        <translation>{who} hat {thing} inzwischen geändert</translation>
    </message>
    <message>
        <source>the asset {asset} has no field {field!r}</source>
        <translation>das Asset {asset} hat kein Feld {field!r}</translation>
    </message>
    <message>
        <source>{asset} {field} must be {low} to {high}, not {value}</source>
        <translation>{asset} {field} muss {low} bis {high} sein, nicht {value}</translation>
    </message>
    <message>
        <source>{asset} {field} is ticked or not, not {value!r}</source>
        <translation>{asset} {field} ist angekreuzt oder nicht, nicht {value!r}</translation>
    </message>
    <message>
        <source>{asset} {field} is a text, not {value!r}</source>
        <translation>{asset} {field} ist ein Text, nicht {value!r}</translation>
    </message>
    <message>
        <source>{asset} {field} is one of {choices}, not {value!r}</source>
        <translation>{asset} {field} ist eines von {choices}, nicht {value!r}</translation>
    </message>
    <message>
        <source>{asset} {field} is longer than {limit} characters</source>
        <translation>{asset} {field} ist länger als {limit} Zeichen</translation>
    </message>
    <message>
        <source>the asset {asset} has abilities 1 to {count}, not {number}</source>
        <translation>das Asset {asset} hat die Fähigkeiten 1 bis {count}, nicht {number}</translation>
    </message>
    <message>
        <source>the asset {asset} is in no rules package of the campaign: import its package first</source>
        <translation>das Asset {asset} ist in keinem Regelpaket der Kampagne: importiere zuerst sein Paket</translation>
    </message>
    <message>
        <source>the sheet holds the asset {asset} already</source>
        <translation>der Bogen hat das Asset {asset} schon</translation>
    </message>
</context>
<context>
    <name>RemovePackagesDialog</name>
    <message>
        <source>Remove rules package</source>
        <translation>Regelpaket entfernen</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Oracle tables</source>
        <translation>Orakeltabellen</translation>
    </message>
    <message>
        <source>Assets</source>
        <translation>Assets</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Importiert</translation>
    </message>
    <message>
        <source>Removing a package takes its moves and oracle tables out of the Reference. Results already rolled stay in the oracle history; Edit › Undo brings the package back.</source>
        <translation>Das Entfernen eines Pakets nimmt seine Züge und Orakeltabellen aus „Nachschlagen“. Bereits gewürfelte Ergebnisse bleiben im Orakelverlauf; Bearbeiten › Rückgängig holt das Paket zurück.</translation>
    </message>
    <message>
        <source>Imported rules packages</source>
        <translation>Importierte Regelpakete</translation>
    </message>
    <message>
        <source>The campaign has no rules packages.</source>
        <translation>Die Kampagne hat keine Regelpakete.</translation>
    </message>
    <message>
        <source>&amp;Remove…</source>
        <translation>&amp;Entfernen …</translation>
    </message>
    <message>
        <source>Remove {title} and its moves and oracle tables? Edit › Undo brings it back.</source>
        <translation>{title} mit seinen Zügen und Orakeltabellen entfernen? Bearbeiten › Rückgängig holt es zurück.</translation>
    </message>
    <message>
        <source>Remove rules package {title}</source>
        <translation>Regelpaket {title} entfernen</translation>
    </message>
</context>
<context>
    <name>RestoreBackup</name>
    <message>
        <source>Restore from backup as a copy</source>
        <translation>Aus Sicherung als Kopie wiederherstellen</translation>
    </message>
    <message>
        <source>on opening</source>
        <translation>beim Öffnen</translation>
    </message>
    <message>
        <source>on closing after changes</source>
        <translation>beim Schließen nach Änderungen</translation>
    </message>
    <message>
        <source>before a restore</source>
        <translation>vor einer Wiederherstellung</translation>
    </message>
    <message>
        <source>before upgrading the file&apos;s format</source>
        <translation>vor dem Aktualisieren des Dateiformats</translation>
    </message>
    <message>
        <source>{size} bytes</source>
        <translation>{size} Bytes</translation>
    </message>
    <message>
        <source>{size} KB</source>
        <translation>{size} KB</translation>
    </message>
    <message>
        <source>{size} MB</source>
        <translation>{size} MB</translation>
    </message>
    <message>
        <source>Cannot open campaign</source>
        <translation>Kampagne kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The newest good backup was taken {time} ({size}).</source>
        <translation>Die neueste gute Sicherung wurde am {time} angelegt ({size}).</translation>
    </message>
    <message>
        <source>{error}

{taken} {name} cannot be written ({reason}), so the backup cannot be put in its place.

Restore it as a copy in a place you choose? The copy opens as a campaign you can edit; the damaged file is left exactly as it is.</source>
        <translation>{error}

{taken} {name} kann nicht beschrieben werden ({reason}), daher kann die Sicherung nicht an ihre Stelle treten.

Als Kopie an einem Ort Ihrer Wahl wiederherstellen? Die Kopie öffnet sich als bearbeitbare Kampagne; die beschädigte Datei bleibt genau, wie sie ist.</translation>
    </message>
    <message>
        <source>{error}

{taken} Restore it? The damaged file will be kept beside it, renamed to end in “.damaged”.</source>
        <translation>{error}

{taken} Wiederherstellen? Die beschädigte Datei bleibt daneben erhalten, umbenannt auf die Endung „.damaged“.</translation>
    </message>
    <message>
        <source>Restore from backup</source>
        <translation>Aus Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Cannot restore the backup</source>
        <translation>Die Sicherung kann nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <source>Cannot restore the backup there</source>
        <translation>Die Sicherung kann dort nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <source>Cannot open the restored copy</source>
        <translation>Die wiederhergestellte Kopie kann nicht geöffnet werden</translation>
    </message>
</context>
<context>
    <name>RestoreBackupDialog</name>
    <message>
        <source>Restore from backup</source>
        <translation>Aus Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Choose a backup of &lt;b&gt;{name}&lt;/b&gt; to put in place of the current file. The current file is backed up first, so this can be undone by restoring that.</source>
        <translation>Wählen Sie eine Sicherung von &lt;b&gt;{name}&lt;/b&gt;, die an die Stelle der aktuellen Datei tritt. Die aktuelle Datei wird zuerst gesichert; durch deren Wiederherstellung lässt sich das rückgängig machen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; cannot be written ({reason}), so a backup cannot be put in its place. Choose a backup to restore as a copy in a place you choose; the copy opens as a campaign you can edit and the file here is left as it is.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; kann nicht beschrieben werden ({reason}), daher kann keine Sicherung an ihre Stelle treten. Wählen Sie eine Sicherung, die als Kopie an einem Ort Ihrer Wahl wiederhergestellt wird; die Kopie öffnet sich als bearbeitbare Kampagne, und die Datei hier bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Sicherungen</translation>
    </message>
    <message>
        <source>Restore as a &amp;copy…</source>
        <translation>Als &amp;Kopie wiederherstellen …</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
</context>
<context>
    <name>RollPanel</name>
    <message>
        <source>{fraction} ({percent}%)</source>
        <translation>{fraction} ({percent} %)</translation>
    </message>
    <message>
        <source>Strong hit {strong} · Weak hit {weak}
Miss {miss} · Match {match}</source>
        <translation>Voller Erfolg {strong} · Teilerfolg {weak}
Fehlschlag {miss} · Pasch {match}</translation>
    </message>
    <message>
        <source>{band} with a match</source>
        <translation>{band} mit Pasch</translation>
    </message>
</context>
<context>
    <name>RulesPackageActions</name>
    <message>
        <source>Import r&amp;ules package…</source>
        <translation>&amp;Regelpaket importieren …</translation>
    </message>
    <message>
        <source>Remo&amp;ve rules package…</source>
        <translation>Regelpaket en&amp;tfernen …</translation>
    </message>
    <message>
        <source>Cannot import the rules package</source>
        <translation>Regelpaket kann nicht importiert werden</translation>
    </message>
    <message>
        <source>{file} was not imported: {reason}</source>
        <translation>{file} wurde nicht importiert: {reason}</translation>
    </message>
    <message>
        <source>Import rules package {title}</source>
        <translation>Regelpaket {title} importieren</translation>
    </message>
    <message>
        <source>Imported the rules package {title}: see Reference › Moves and Oracles.</source>
        <translation>Regelpaket {title} importiert: siehe Nachschlagen › Züge und Orakel.</translation>
    </message>
</context>
<context>
    <name>RulesPackages</name>
    <message>
        <source>{package}: {category}</source>
        <translation>{package}: {category}</translation>
    </message>
    <message>
        <source>From {credit}</source>
        <translation>Aus {credit}</translation>
    </message>
    <message>
        <source>Replaces the ruleset&apos;s move {name}.</source>
        <translation>Ersetzt den Zug {name} des Regelwerks.</translation>
    </message>
    <message>
        <source>Adds to the ruleset&apos;s {category}.</source>
        <translation>Ergänzt die {category} des Regelwerks.</translation>
    </message>
    <message>
        <source>Asset abilities that add to this move (with the asset on your sheet)</source>
        <translation>Fähigkeiten von Assets, die diesen Zug ergänzen (mit dem Asset auf deinem Bogen)</translation>
    </message>
    <message>
        <source>see the asset&apos;s card</source>
        <translation>siehe die Karte des Assets</translation>
    </message>
    <message>
        <source>**{asset}**, ability {number}: {text}</source>
        <translation>**{asset}**, Fähigkeit {number}: {text}</translation>
    </message>
    <message>
        <source>roll {values}</source>
        <translation>würfle {values}</translation>
    </message>
    <message>
        <source>{label}: {low} to {high}</source>
        <translation>{label}: {low} bis {high}</translation>
    </message>
    <message>
        <source>Import rules package</source>
        <translation>Regelpaket importieren</translation>
    </message>
    <message>
        <source>Rules package (*.json);;All files (*)</source>
        <translation>Regelpaket (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>**{asset}** ({package}), ability {number}: {text}</source>
        <translation>**{asset}** ({package}), Fähigkeit {number}: {text}</translation>
    </message>
    <message>
        <source>Counts as an impact</source>
        <translation>Zählt als Belastung</translation>
    </message>
    <message>
        <source>Shared with your allies</source>
        <translation>Mit deinen Verbündeten geteilt</translation>
    </message>
    <message>
        <source>Kept on the sheet: {controls}</source>
        <translation>Auf dem Bogen geführt: {controls}</translation>
    </message>
    <message>
        <source>{label}: up to {high}</source>
        <translation>{label}: bis {high}</translation>
    </message>
    <message>
        <source>any move with an action roll</source>
        <translation>jeden Zug mit einem Aktionswurf</translation>
    </message>
    <message>
        <source>any move with a progress roll</source>
        <translation>jeden Zug mit einem Fortschrittswurf</translation>
    </message>
    <message>
        <source>any move rolling a special track</source>
        <translation>jeden Zug, der gegen eine besondere Leiste würfelt</translation>
    </message>
    <message>
        <source>any move without a roll</source>
        <translation>jeden Zug ohne Wurf</translation>
    </message>
    <message>
        <source>any move</source>
        <translation>jeden Zug</translation>
    </message>
    <message>
        <source>moves of a package not in this campaign</source>
        <translation>Züge eines Pakets, das nicht in dieser Kampagne ist</translation>
    </message>
    <message>
        <source>Adds to {moves}</source>
        <translation>Ergänzt {moves}</translation>
    </message>
    <message>
        <source>Adds to {moves}: {conditions}</source>
        <translation>Ergänzt {moves}: {conditions}</translation>
    </message>
    <message>
        <source>counts as an impact</source>
        <translation>zählt als Belastung</translation>
    </message>
    <message>
        <source>shared with your allies</source>
        <translation>mit deinen Verbündeten geteilt</translation>
    </message>
    <message>
        <source>holds one {kinds} asset</source>
        <translation>hält ein Asset der Art {kinds}</translation>
    </message>
    <message>
        <source>holds {kinds} assets</source>
        <translation>hält Assets der Art {kinds}</translation>
    </message>
    <message>
        <source>While ticked: {changes}</source>
        <translation>Solange angekreuzt: {changes}</translation>
    </message>
    <message>
        <source>{count} asset abilities add to {moves} in the situation they name: each card in Reference › Assets says which; the Roll box below offers those of the chosen Persona&apos;s cards.</source>
        <translation>{count} Fähigkeiten von Assets ergänzen {moves} in der Lage, die sie nennen: Jede Karte unter Nachschlagen › Assets sagt, welche; der Kasten „Wurf“ unten bietet die der Karten der gewählten Persona an.</translation>
    </message>
</context>
<context>
    <name>Sections</name>
    <message>
        <source>Elements</source>
        <extracomment>The sidebar after Personae, in order; each is built when first shown.</extracomment>
        <translation>Elemente</translation>
    </message>
    <message>
        <source>Episodes</source>
        <translation>Episoden</translation>
    </message>
    <message>
        <source>Challenges</source>
        <translation>Herausforderungen</translation>
    </message>
    <message>
        <source>Tracks</source>
        <translation>Leisten</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Nachschlagen</translation>
    </message>
    <message>
        <source>Characteristics</source>
        <extracomment>Extra tabs of the Persona panel after &quot;Sheet&quot;, in order.</extracomment>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Fähigkeiten</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <source>Investments</source>
        <translation>Investitionen</translation>
    </message>
    <message>
        <source>Strategies</source>
        <translation>Strategien</translation>
    </message>
    <message>
        <source>Advances</source>
        <translation>Aufstiege</translation>
    </message>
    <message>
        <source>Ironsworn</source>
        <translation>Ironsworn</translation>
    </message>
    <message>
        <source>Cortex</source>
        <translation>Cortex</translation>
    </message>
    <message>
        <source>Personae</source>
        <extracomment>The first section, which the window builds with itself (the first frame shows it).</extracomment>
        <translation>Personae</translation>
    </message>
</context>
<context>
    <name>SettingPanel</name>
    <message>
        <source>Truths</source>
        <translation>Wahrheiten</translation>
    </message>
    <message>
        <source>NPCs</source>
        <translation>NSCs</translation>
    </message>
    <message>
        <source>Atlas</source>
        <translation>Atlas</translation>
    </message>
    <message>
        <source>Delve sites</source>
        <translation>Erkundungsorte</translation>
    </message>
    <message>
        <source>Rarities</source>
        <translation>Raritäten</translation>
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
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} bis {high}</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>*Quest starter:* {text}</source>
        <translation>*Aufhänger für eine Queste:* {text}</translation>
    </message>
    <message>
        <source>Your character</source>
        <translation>Deine Figur</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Antriebe</translation>
    </message>
    <message>
        <source>Tactics</source>
        <translation>Taktiken</translation>
    </message>
    <message>
        <source>*Your truth:* {text}</source>
        <translation>*Deine Wahrheit:* {text}</translation>
    </message>
    <message>
        <source>{nature}, rank {rank}</source>
        <translation>{nature}, Rang {rank}</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Truths, NPCs and atlas of the rules packages</source>
        <translation>Wahrheiten, NSCs und Atlas der Regelpakete</translation>
    </message>
    <message>
        <source>The page of the item chosen</source>
        <translation>Die Seite des gewählten Eintrags</translation>
    </message>
    <message>
        <source>Import a rules package to see its truths, NPCs and atlas here.</source>
        <translation>Importiere ein Regelpaket, um hier seine Wahrheiten, NSCs und seinen Atlas zu sehen.</translation>
    </message>
</context>
<context>
    <name>SharedCampaigns</name>
    <message>
        <source>Link to a shared campaign (*.starshine-link);;All files (*)</source>
        <translation>Link zu einer gemeinsamen Kampagne (*.starshine-link);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot open the shared campaign</source>
        <translation>Die gemeinsame Kampagne kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Save link to shared campaign</source>
        <translation>Link zur gemeinsamen Kampagne speichern</translation>
    </message>
    <message>
        <source>Connect to s&amp;hared campaign…</source>
        <translation>Mit gemeinsamer Kampagne &amp;verbinden …</translation>
    </message>
    <message>
        <source>Share campai&amp;gn on a server…</source>
        <translation>Kampagne auf einen Server &amp;hochladen und teilen …</translation>
    </message>
    <message>
        <source>Save &amp;link to shared campaign…</source>
        <translation>Link zur gemeinsamen Kampagne spei&amp;chern …</translation>
    </message>
    <message>
        <source>Sh&amp;ared campaign</source>
        <extracomment>File › Shared campaign: what the Director of a shared campaign does to it.</extracomment>
        <translation>Gemeinsame Kampagne ver&amp;walten</translation>
    </message>
    <message>
        <source>Add &amp;player…</source>
        <translation>Spieler &amp;hinzufügen …</translation>
    </message>
    <message>
        <source>Share campaign on a server</source>
        <translation>Kampagne auf einem Server teilen</translation>
    </message>
    <message>
        <source>Copies {name} into an empty PostgreSQL database, where the group&apos;s windows open it. The campaign file stays as it is.</source>
        <translation>Kopiert {name} in eine leere PostgreSQL-Datenbank, wo die Fenster der Gruppe sie öffnen. Die Kampagnendatei bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>&amp;Share</source>
        <translation>&amp;Teilen</translation>
    </message>
    <message>
        <source>{name} is now shared at {address}. Open the shared campaign in this window?</source>
        <translation>{name} ist jetzt unter {address} geteilt. Die gemeinsame Kampagne in diesem Fenster öffnen?</translation>
    </message>
    <message>
        <source>Campaign shared</source>
        <translation>Kampagne geteilt</translation>
    </message>
    <message>
        <source>{login} now plays {actor} in {name}</source>
        <translation>{login} spielt jetzt {actor} in {name}</translation>
    </message>
    <message>
        <source>{path} was not written: {reason}</source>
        <translation>{path} wurde nicht geschrieben: {reason}</translation>
    </message>
    <message>
        <source>Cannot save the link</source>
        <translation>Der Link kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved a link to {name} as {path}</source>
        <translation>Link zu {name} gespeichert als {path}</translation>
    </message>
    <message>
        <source>Pla&amp;yers…</source>
        <translation>&amp;Spieler …</translation>
    </message>
    <message>
        <source>{login} no longer plays {actor} in {name}</source>
        <translation>{login} spielt {actor} in {name} nicht mehr</translation>
    </message>
</context>
<context>
    <name>SheetAssetsBox</name>
    <message>
        <source>Assets</source>
        <translation>Assets</translation>
    </message>
    <message>
        <source>&amp;Asset</source>
        <translation>&amp;Asset</translation>
    </message>
    <message>
        <source>Add to the sheet</source>
        <translation>Zum Bogen hinzufügen</translation>
    </message>
    <message>
        <source>{name} — {category} ({package})</source>
        <translation>{name} — {category} ({package})</translation>
    </message>
    <message>
        <source>Assets come from rules packages: import one with File › Import rules package…</source>
        <translation>Assets kommen aus Regelpaketen: importiere eines mit Datei › Regelpaket importieren…</translation>
    </message>
    <message>
        <source>Add asset {name}</source>
        <translation>Asset {name} hinzufügen</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Starshine Desktop keeps a tabletop campaign&apos;s records at the table: the Personae and their sheets, Elements, Episodes and Challenges, for Starshine and for Cortex, statements and Ironsworn play. Everything is saved at once in one campaign file on this computer, and every change can be undone.</source>
        <translation>Starshine Desktop führt am Spieltisch die Unterlagen einer Rollenspielkampagne: die Personae und ihre Bögen, Elemente, Episoden und Herausforderungen, für Starshine und für Cortex-, Aussagen- und Ironsworn-Runden. Alles wird sofort in einer Kampagnendatei auf diesem Computer gespeichert, und jede Änderung lässt sich rückgängig machen.</translation>
    </message>
    <message>
        <source>It has no Personae yet. Add the first one here, or start from another campaign.</source>
        <translation>Sie hat noch keine Personae. Legen Sie hier die erste an oder beginnen Sie mit einer anderen Kampagne.</translation>
    </message>
    <message>
        <source>&amp;Add the first Persona</source>
        <translation>Erste Persona &amp;anlegen</translation>
    </message>
    <message>
        <source>&amp;New campaign…</source>
        <translation>&amp;Neue Kampagne …</translation>
    </message>
    <message>
        <source>&amp;Open campaign…</source>
        <translation>Kampagne ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>New from &amp;sample…</source>
        <translation>Neu aus &amp;Beispiel …</translation>
    </message>
    <message>
        <source>A new campaign holding the sample Personae, to try things</source>
        <translation>Eine neue Kampagne mit den Beispiel-Personae, zum Ausprobieren</translation>
    </message>
    <message>
        <source>Recent campaigns</source>
        <translation>Zuletzt geöffnete Kampagnen</translation>
    </message>
    <message>
        <source>Open {name}</source>
        <translation>{name} öffnen</translation>
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
        <source>1 success</source>
        <translation>1 Erfolg</translation>
    </message>
    <message>
        <source>{count} successes</source>
        <translation>{count} Erfolge</translation>
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
        <source>Start a scene with this scene&apos;s players and their Luck</source>
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
        <source>Accepted</source>
        <translation>Annehmen</translation>
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
        <source>{player}&apos;s {factor}</source>
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
        <source>Round {round}: {player}&apos;s “{text}” (Weight {weight}). Is it compatible with what is already true: {true}?</source>
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
<context>
    <name>StrategiesTab</name>
    <message>
        <source>A course of action</source>
        <translation>Ein Vorhaben</translation>
    </message>
    <message>
        <source>Name of the new Strategy</source>
        <translation>Name der neuen Strategie</translation>
    </message>
    <message>
        <source>Start Strategy</source>
        <translation>Strategie beginnen</translation>
    </message>
    <message>
        <source>Develop selected</source>
        <translation>Ausgewählte entwickeln</translation>
    </message>
    <message>
        <source>Start a Strategy first, then develop it.</source>
        <translation>Beginne zuerst eine Strategie, dann entwickle sie.</translation>
    </message>
    <message>
        <source>Ending the Episode</source>
        <translation>Das Ende der Episode</translation>
    </message>
    <message>
        <source>The Director&apos;s Stance towards this Persona: {stance}</source>
        <translation>Haltung der Spielleitung gegenüber dieser Persona: {stance}</translation>
    </message>
    <message>
        <source>Select the Strategy to develop.</source>
        <translation>Wählen Sie die zu entwickelnde Strategie.</translation>
    </message>
    <message>
        <source>Develop Strategy</source>
        <translation>Strategie entwickeln</translation>
    </message>
</context>
<context>
    <name>StrategyChoices</name>
    <message>
        <source>The Strategy each challenged action pursues</source>
        <translation>Die Strategie, die jede angefochtene Handlung verfolgt</translation>
    </message>
    <message>
        <source>Strategy {name}&apos;s action pursues</source>
        <translation>Strategie, die die Handlung von {name} verfolgt</translation>
    </message>
    <message>
        <source>None (a table ruling)</source>
        <translation>Keine (eine Tischentscheidung)</translation>
    </message>
    <message>
        <source>Why {name} pursues no Strategy</source>
        <translation>Warum {name} keine Strategie verfolgt</translation>
    </message>
    <message>
        <source>{name} has no active Strategy, and a Challenge is raised only over an action in pursuit of one. The Director may go ahead as a table ruling.</source>
        <translation>{name} hat keine aktive Strategie, und eine Herausforderung entsteht nur über eine Handlung, die eine verfolgt. Die Spielleitung kann als Tischentscheidung fortfahren.</translation>
    </message>
</context>
<context>
    <name>TensionClockWidget</name>
    <message>
        <source>Tension clock</source>
        <translation>Spannungsuhr</translation>
    </message>
    <message>
        <source>Tension clock: {filled} of {count} segments filled</source>
        <translation>Spannungsuhr: {filled} von {count} Segmenten gefüllt</translation>
    </message>
    <message>
        <source>{filled} of {count} segments filled</source>
        <translation>{filled} von {count} Segmenten gefüllt</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
</context>
<context>
    <name>TracksPage</name>
    <message>
        <source>— nobody —</source>
        <translation>— niemand —</translation>
    </message>
    <message>
        <source>New progress track</source>
        <translation>Neue Fortschrittsleiste</translation>
    </message>
    <message>
        <source>Name, e.g. the vow sworn</source>
        <translation>Name, z. B. der Schwur</translation>
    </message>
    <message>
        <source>&amp;Add track</source>
        <translation>Leiste &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Besitzer</translation>
    </message>
    <message>
        <source>Filter by name, kind, rank or owner</source>
        <translation>Nach Name, Art, Rang oder Besitzer filtern</translation>
    </message>
    <message>
        <source>Filter tracks</source>
        <translation>Leisten filtern</translation>
    </message>
    <message>
        <source>Tracks</source>
        <translation>Leisten</translation>
    </message>
    <message>
        <source>Select a track in the table, or add one above.</source>
        <translation>Wählen Sie eine Leiste in der Tabelle aus oder fügen Sie oben eine hinzu.</translation>
    </message>
    <message>
        <source>Name of the track</source>
        <translation>Name der Leiste</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Progress of the track</source>
        <translation>Fortschritt der Leiste</translation>
    </message>
    <message>
        <source>&amp;Mark progress</source>
        <translation>Fortschritt &amp;markieren</translation>
    </message>
    <message>
        <source>Mark &amp;twice</source>
        <translation>&amp;Zweimal markieren</translation>
    </message>
    <message>
        <source>&amp;Lose progress</source>
        <translation>Fortschritt &amp;verlieren</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>Tension clock</source>
        <translation>Spannungsuhr</translation>
    </message>
    <message>
        <source>Fill a segment</source>
        <translation>Segment füllen</translation>
    </message>
    <message>
        <source>Empty a segment</source>
        <translation>Segment leeren</translation>
    </message>
    <message>
        <source>Progress roll</source>
        <translation>Fortschrittswurf</translation>
    </message>
    <message>
        <source>&amp;Roll the challenge dice</source>
        <translation>Herausforderungswürfel &amp;würfeln</translation>
    </message>
    <message>
        <source>Or type them:</source>
        <translation>Oder eingeben:</translation>
    </message>
    <message>
        <source>e.g. 3 7</source>
        <translation>z. B. 3 7</translation>
    </message>
    <message>
        <source>Roll t&amp;yped dice</source>
        <translation>&amp;Eingegebene Würfel werten</translation>
    </message>
    <message>
        <source>&lt;b&gt;{kind}&lt;/b&gt; — {rank}, {ticks} ticks per progress</source>
        <translation>&lt;b&gt;{kind}&lt;/b&gt; — {rank}, {ticks} Striche je Fortschritt</translation>
    </message>
    <message>
        <source>{ticks}; progress score {score}</source>
        <translation>{ticks}; Fortschrittswert {score}</translation>
    </message>
    <message>
        <source>{filled} of 4 segments filled — the scene is over: Finish a Scene</source>
        <translation>{filled} von 4 Segmenten gefüllt — die Szene ist vorbei: Szene beenden</translation>
    </message>
    <message>
        <source>{filled} of 4 segments filled</source>
        <translation>{filled} von 4 Segmenten gefüllt</translation>
    </message>
    <message>
        <source>Progress score {score}:
{odds}</source>
        <translation>Fortschrittswert {score}:
{odds}</translation>
    </message>
    <message>
        <source>Add track {name}</source>
        <translation>Leiste {name} hinzufügen</translation>
    </message>
    <message>
        <source>{edit} ({name})</source>
        <translation>{edit} ({name})</translation>
    </message>
    <message>
        <source>Mark progress twice</source>
        <translation>Zweimal Fortschritt markieren</translation>
    </message>
    <message>
        <source>Mark progress</source>
        <translation>Fortschritt markieren</translation>
    </message>
    <message>
        <source>Lose progress</source>
        <translation>Fortschritt verlieren</translation>
    </message>
    <message>
        <source>Clear track</source>
        <translation>Leiste leeren</translation>
    </message>
    <message>
        <source>Fill a tension-clock segment</source>
        <translation>Ein Segment der Spannungsuhr füllen</translation>
    </message>
    <message>
        <source>Empty a tension-clock segment</source>
        <translation>Ein Segment der Spannungsuhr leeren</translation>
    </message>
    <message>
        <source>Rename track {name}</source>
        <translation>Leiste {name} umbenennen</translation>
    </message>
    <message>
        <source>Set rank {rank}</source>
        <translation>Rang {rank} setzen</translation>
    </message>
    <message>
        <source>Change owner</source>
        <translation>Besitzer ändern</translation>
    </message>
    <message>
        <source>the two challenge dice</source>
        <translation>die zwei Herausforderungswürfel</translation>
    </message>
    <message>
        <source>&lt;b&gt;{band}&lt;/b&gt;: progress score {score} against {first} and {second}.</source>
        <translation>&lt;b&gt;{band}&lt;/b&gt;: Fortschrittswert {score} gegen {first} und {second}.</translation>
    </message>
</context>
<context>
    <name>TraitsTab</name>
    <message>
        <source>Add Trait</source>
        <translation>Merkmal hinzufügen</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>Spielleitung</translation>
    </message>
    <message>
        <source>New Trait</source>
        <translation>Neues Merkmal</translation>
    </message>
</context>
<context>
    <name>UndoActions</name>
    <message>
        <source>&amp;Undo</source>
        <extracomment>The texts of Undo and Redo: each alone (nothing to undo) and with the edit&apos;s name, as one template per sentence (German puts the verb after the edit: &quot;{command} rückgängig machen&quot;). The edit&apos;s name is quoted, so &quot;Undo “Name the threats”&quot; reads as one sentence. The ``MENU`` pair has an accelerator (the Edit menu), the ``BUTTON`` pair none (buttons).</extracomment>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Undo “{command}”</source>
        <translation>&amp;Rückgängig: {command}</translation>
    </message>
    <message>
        <source>&amp;Redo “{command}”</source>
        <translation>&amp;Wiederherstellen: {command}</translation>
    </message>
    <message>
        <source>Undo “{command}”</source>
        <translation>Rückgängig: {command}</translation>
    </message>
    <message>
        <source>Redo “{command}”</source>
        <translation>Wiederherstellen: {command}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
</context>
</TS>
