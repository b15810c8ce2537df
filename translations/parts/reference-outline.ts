<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>RulesPackages</name>
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
        <source>{count} asset abilities add to {moves} in the situation they name: each card in Reference › Assets says which.</source>
        <translation>{count} Fähigkeiten von Assets ergänzen {moves} in der Lage, die sie nennen: Jede Karte unter Nachschlagen › Assets sagt, welche.</translation>
    </message>
</context>
</TS>
