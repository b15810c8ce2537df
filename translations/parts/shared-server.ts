<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
    <name>Game</name>
    <message>
        <source>Stance</source>
        <translation>Haltung</translation>
    </message>
    <message>
        <source>Name</source>
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
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>{why}; nothing was changed.</source>
        <translation>{why}; nichts wurde geändert.</translation>
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
        <source>{name} is a campaign file: players and their rights belong to a shared campaign. Nothing was changed.</source>
        <translation>{name} ist eine Kampagnendatei: Spieler und ihre Rechte gehören zu einer gemeinsamen Kampagne. Nichts wurde geändert.</translation>
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
</context>
</TS>
