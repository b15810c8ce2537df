<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
    <name>SharedCampaigns</name>
    <message>
        <source>Pla&amp;yers…</source>
        <translation>&amp;Spieler …</translation>
    </message>
    <message>
        <source>{login} no longer plays {actor} in {name}</source>
        <translation>{login} spielt {actor} in {name} nicht mehr</translation>
    </message>
</context>
</TS>
