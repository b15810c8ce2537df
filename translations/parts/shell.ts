<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
        <name>ChallengeWizard</name>
        <message>
            <source>Start the Challenge {title}</source>
            <translation>„{title}“ beginnen</translation>
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
            <source>Delete Persona</source>
            <translation>Persona löschen</translation>
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
            <source>Change "{term}" of {name}</source>
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
        <name>PrintMenu</name>
        <message>
            <source>{document}…</source>
            <translation>{document} …</translation>
        </message>
    </context>
    <context>
        <name>Refusal</name>
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
            <source>{name} is on a network share ({drive}). A campaign that is open is safest on this computer's own disk: a share can lose or mix up saves if the connection drops or another computer opens it. Copy it to a local folder to play, and back to the share afterwards.</source>
            <translation>{name} liegt auf einer Netzwerkfreigabe ({drive}). Eine geöffnete Kampagne ist auf der eigenen Festplatte dieses Computers am sichersten: Eine Freigabe kann Speichervorgänge verlieren oder durcheinanderbringen, wenn die Verbindung abbricht oder ein anderer Computer sie öffnet. Kopieren Sie sie zum Spielen in einen lokalen Ordner und danach zurück auf die Freigabe.</translation>
        </message>
        <message>
            <source>{name} is in a folder kept in sync by {service}. A sync program can copy the campaign while it is being saved, upload it without its latest changes, or bring back an older copy over it. Keep campaigns you play in a folder that is not synced, and put copies (File › Save a copy as) in the synced folder.</source>
            <translation>{name} liegt in einem Ordner, den {service} synchronisiert. Ein Synchronisierungsprogramm kann die Kampagne kopieren, während sie gespeichert wird, sie ohne ihre letzten Änderungen hochladen oder eine ältere Kopie über sie zurückholen. Bewahren Sie Kampagnen, mit denen Sie spielen, in einem nicht synchronisierten Ordner auf und legen Sie Kopien (Datei › Kopie speichern unter) in den synchronisierten Ordner.</translation>
        </message>
        <message>
            <source>{name} is on a network file system ({fstype}). A campaign that is open is safest on this computer's own disk: a network file system may not keep two programs from writing at once, and can lose saves if the connection drops. Copy it to a local folder to play.</source>
            <translation>{name} liegt auf einem Netzwerkdateisystem ({fstype}). Eine geöffnete Kampagne ist auf der eigenen Festplatte dieses Computers am sichersten: Ein Netzwerkdateisystem hindert zwei Programme womöglich nicht daran, gleichzeitig zu schreiben, und kann Speichervorgänge verlieren, wenn die Verbindung abbricht. Kopieren Sie sie zum Spielen in einen lokalen Ordner.</translation>
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
            <source>Source</source>
            <translation>Quelle</translation>
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
            <source>{table} — {package}</source>
            <translation>{table} — {package}</translation>
        </message>
        <message>
            <source>From the rules package {package}</source>
            <translation>Aus dem Regelpaket {package}</translation>
        </message>
        <message>
            <source>From the rules package {package} ({source})</source>
            <translation>Aus dem Regelpaket {package} ({source})</translation>
        </message>
        <message>
            <source>{package}: {category}</source>
            <translation>{package}: {category}</translation>
        </message>
        <message>
            <source>{category}. When: {trigger}</source>
            <translation>{category}. Wann: {trigger}</translation>
        </message>
        <message>
            <source>Import rules package</source>
            <translation>Regelpaket importieren</translation>
        </message>
        <message>
            <source>Rules package (*.json);;All files (*)</source>
            <translation>Regelpaket (*.json);;Alle Dateien (*)</translation>
        </message>
    </context>
    <context>
        <name>Sections</name>
        <message>
            <source>Personae</source>
            <translation>Personae</translation>
        </message>
    </context>
    <context>
        <name>UndoActions</name>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <source>&amp;Undo {command}</source>
            <translation>&amp;Rückgängig: {command}</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Wiederherstellen</translation>
        </message>
        <message>
            <source>&amp;Redo {command}</source>
            <translation>&amp;Wiederherstellen: {command}</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Rückgängig</translation>
        </message>
        <message>
            <source>Undo {command}</source>
            <translation>Rückgängig: {command}</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Wiederherstellen</translation>
        </message>
        <message>
            <source>Redo {command}</source>
            <translation>Wiederherstellen: {command}</translation>
        </message>
    </context>
</TS>
