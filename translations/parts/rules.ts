<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Game</name>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/challenge.py" line="68"/>
        <source>characters</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/challenge.py" line="69"/>
        <source>challenge</source>
        <translation>Herausforderung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/challenge.py" line="70"/>
        <source>overcome</source>
        <translation>bewältigt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/character.py" line="41"/>
        <source>physical</source>
        <translation>körperlich</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/character.py" line="42"/>
        <source>mental</source>
        <translation>geistig</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/character.py" line="43"/>
        <source>social</source>
        <translation>sozial</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/character.py" line="59"/>
        <source>eliminated</source>
        <translation>beseitigt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/character.py" line="60"/>
        <source>stepped_down</source>
        <translation>herabgestuft</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/character.py" line="61"/>
        <source>unchanged</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/character.py" line="62"/>
        <source>stepped_up</source>
        <translation>hochgestuft</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/character.py" line="100"/>
        <source>spend</source>
        <translation>ihn auszugeben</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/character.py" line="244"/>
        <source>push stress</source>
        <translation>Stress nachzulegen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/contest.py" line="59"/>
        <source>complication</source>
        <translation>Komplikation</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/contest.py" line="60"/>
        <source>taken_out</source>
        <translation>ausgeschaltet</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/contest.py" line="193"/>
        <source>avoid being taken out</source>
        <translation>nicht ausgeschaltet zu werden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/dice.py" line="138"/>
        <source>the empty pool</source>
        <translation>dem leeren Pool</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/dice.py" line="229"/>
        <source>failure</source>
        <translation>Misserfolg</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/dice.py" line="230"/>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/dice.py" line="231"/>
        <source>heroic_success</source>
        <translation>heldenhafter Erfolg</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/dice.py" line="391"/>
        <source>Very Easy</source>
        <translation>Sehr leicht</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/dice.py" line="392"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/dice.py" line="393"/>
        <source>Challenging</source>
        <translation>Fordernd</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/dice.py" line="394"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/dice.py" line="395"/>
        <source>Very Hard</source>
        <translation>Sehr schwer</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="60"/>
        <source>No stress in this test</source>
        <translation>Kein Stress in dieser Probe</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="61"/>
        <source>In the GM&apos;s opposition</source>
        <translation>In der Opposition der SL</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="62"/>
        <source>Pushed: 1 plot point, into your pool, steps up after</source>
        <translation>Nachgelegt: 1 Plotpunkt, in deinen Pool, danach hochgestuft</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="65"/>
        <source>d4 stress into your pool: earn 1 plot point</source>
        <translation>d4-Stress in deinen Pool: 1 Plotpunkt verdienen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="576"/>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="590"/>
        <source>gone</source>
        <translation>weg</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="577"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="39"/>
        <source>edge</source>
        <translation>Geschick</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="40"/>
        <source>heart</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="41"/>
        <source>iron</source>
        <translation>Eisen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="42"/>
        <source>shadow</source>
        <translation>Schatten</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="43"/>
        <source>wits</source>
        <translation>Verstand</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="49"/>
        <source>health</source>
        <translation>Gesundheit</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="50"/>
        <source>spirit</source>
        <translation>Geist</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="51"/>
        <source>supply</source>
        <translation>Vorrat</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="52"/>
        <source>integrity</source>
        <translation>Integrität</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="73"/>
        <source>wounded</source>
        <translation>verwundet</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="74"/>
        <source>shaken</source>
        <translation>erschüttert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="75"/>
        <source>unprepared</source>
        <translation>unvorbereitet</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="76"/>
        <source>permanently harmed</source>
        <translation>dauerhaft geschädigt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="77"/>
        <source>traumatized</source>
        <translation>traumatisiert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="78"/>
        <source>doomed</source>
        <translation>verdammt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="79"/>
        <source>tormented</source>
        <translation>gequält</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="80"/>
        <source>indebted</source>
        <translation>verschuldet</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="81"/>
        <source>battered</source>
        <translation>ramponiert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="82"/>
        <source>cursed</source>
        <translation>verflucht</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/moves.py" line="265"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/rolls.py" line="55"/>
        <source>strong hit</source>
        <translation>Voller Erfolg</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/rolls.py" line="56"/>
        <source>weak hit</source>
        <translation>Teilerfolg</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/rolls.py" line="57"/>
        <source>miss</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="18"/>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="94"/>
        <source>Begin a Session</source>
        <extracomment>Every oracle table&apos;s name, in the data file&apos;s order.</extracomment>
        <translation>Eine Sitzung beginnen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="19"/>
        <source>Set a Flag</source>
        <translation>Eine Grenze setzen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="20"/>
        <source>Change Your Fate</source>
        <translation>Dein Schicksal ändern</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="21"/>
        <source>Take a Break</source>
        <translation>Eine Pause machen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="22"/>
        <source>End a Session</source>
        <translation>Eine Sitzung beenden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="23"/>
        <source>Face Danger</source>
        <translation>Der Gefahr begegnen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="24"/>
        <source>Secure an Advantage</source>
        <translation>Einen Vorteil sichern</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="25"/>
        <source>Gather Information</source>
        <translation>Informationen sammeln</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="26"/>
        <source>Compel</source>
        <translation>Nötigen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="27"/>
        <source>Aid Your Ally</source>
        <translation>Deinem Verbündeten helfen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="28"/>
        <source>Check Your Gear</source>
        <translation>Deine Ausrüstung prüfen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="29"/>
        <source>Swear an Iron Vow</source>
        <translation>Einen eisernen Schwur leisten</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="30"/>
        <source>Reach a Milestone</source>
        <translation>Einen Meilenstein erreichen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="31"/>
        <source>Fulfill Your Vow</source>
        <translation>Deinen Schwur erfüllen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="32"/>
        <source>Forsake Your Vow</source>
        <translation>Deinen Schwur brechen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="33"/>
        <source>Make a Connection</source>
        <translation>Eine Verbindung knüpfen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="34"/>
        <source>Develop Your Relationship</source>
        <translation>Deine Beziehung vertiefen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="35"/>
        <source>Test Your Relationship</source>
        <translation>Deine Beziehung auf die Probe stellen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="36"/>
        <source>Forge a Bond</source>
        <translation>Ein Band schmieden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="37"/>
        <source>Undertake an Expedition</source>
        <translation>Eine Expedition unternehmen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="38"/>
        <source>Explore a Waypoint</source>
        <translation>Einen Wegpunkt erkunden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="39"/>
        <source>Finish an Expedition</source>
        <translation>Eine Expedition abschließen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="40"/>
        <source>Set a Course</source>
        <translation>Einen Kurs setzen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="41"/>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="95"/>
        <source>Make a Discovery</source>
        <translation>Eine Entdeckung machen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="42"/>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="96"/>
        <source>Confront Chaos</source>
        <translation>Dem Chaos trotzen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="43"/>
        <source>Enter the Fray</source>
        <translation>Ins Getümmel stürzen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="44"/>
        <source>Gain Ground</source>
        <translation>Boden gewinnen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="45"/>
        <source>React Under Fire</source>
        <translation>Unter Beschuss reagieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="46"/>
        <source>Strike</source>
        <translation>Zuschlagen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="47"/>
        <source>Clash</source>
        <translation>Zusammenprallen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="48"/>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="97"/>
        <source>Take Decisive Action</source>
        <translation>Entschlossen handeln</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="49"/>
        <source>Face Defeat</source>
        <translation>Der Niederlage ins Auge sehen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="50"/>
        <source>Battle</source>
        <translation>Kämpfen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="51"/>
        <source>Lose Momentum</source>
        <translation>Schwung verlieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="52"/>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="98"/>
        <source>Endure Harm</source>
        <translation>Schaden ertragen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="53"/>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="99"/>
        <source>Endure Stress</source>
        <translation>Stress ertragen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="54"/>
        <source>Companion Takes a Hit</source>
        <translation>Gefährte wird getroffen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="55"/>
        <source>Sacrifice Resources</source>
        <translation>Vorräte opfern</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="56"/>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="100"/>
        <source>Withstand Damage</source>
        <translation>Schaden standhalten</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="57"/>
        <source>Sojourn</source>
        <translation>Rasten</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="58"/>
        <source>Heal</source>
        <translation>Heilen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="59"/>
        <source>Hearten</source>
        <translation>Ermutigen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="60"/>
        <source>Resupply</source>
        <translation>Vorräte auffüllen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="61"/>
        <source>Repair</source>
        <translation>Reparieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="62"/>
        <source>Face Death</source>
        <translation>Dem Tod ins Auge sehen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="63"/>
        <source>Face Desolation</source>
        <translation>Der Verzweiflung ins Auge sehen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="64"/>
        <source>Overcome Destruction</source>
        <translation>Die Zerstörung überwinden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="65"/>
        <source>Earn Experience</source>
        <translation>Erfahrung verdienen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="66"/>
        <source>Advance</source>
        <translation>Aufsteigen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="67"/>
        <source>Continue a Legacy</source>
        <translation>Ein Vermächtnis fortführen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="68"/>
        <source>Ask the Oracle</source>
        <translation>Das Orakel befragen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="69"/>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="101"/>
        <source>Pay the Price</source>
        <translation>Den Preis zahlen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="70"/>
        <source>Begin a Scene</source>
        <translation>Eine Szene beginnen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="71"/>
        <source>Face Danger (Scene Challenge)</source>
        <translation>Der Gefahr begegnen (Szenen-Herausforderung)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="72"/>
        <source>Secure an Advantage (Scene Challenge)</source>
        <translation>Einen Vorteil sichern (Szenen-Herausforderung)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="73"/>
        <source>Finish a Scene</source>
        <translation>Eine Szene abschließen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="78"/>
        <source>Session Moves</source>
        <extracomment>Every Move category&apos;s name, in the data file&apos;s order.</extracomment>
        <translation>Sitzungszüge</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="79"/>
        <source>Adventure Moves</source>
        <translation>Abenteuerzüge</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="80"/>
        <source>Quest Moves</source>
        <translation>Questzüge</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="81"/>
        <source>Connection Moves</source>
        <translation>Verbindungszüge</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="82"/>
        <source>Exploration Moves</source>
        <translation>Erkundungszüge</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="83"/>
        <source>Combat Moves</source>
        <translation>Kampfzüge</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="84"/>
        <source>Suffer Moves</source>
        <translation>Leidenszüge</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="85"/>
        <source>Recover Moves</source>
        <translation>Erholungszüge</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="86"/>
        <source>Threshold Moves</source>
        <translation>Schwellenzüge</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="87"/>
        <source>Legacy Moves</source>
        <translation>Vermächtniszüge</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="88"/>
        <source>Fate Moves</source>
        <translation>Schicksalszüge</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="89"/>
        <source>Scene Challenges</source>
        <translation>Szenen-Herausforderungen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="106"/>
        <source>Small chance</source>
        <extracomment>The names of the oracle&apos;s odds (Ask the Oracle), lowest first.</extracomment>
        <translation>Geringe Chance</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="107"/>
        <source>Unlikely</source>
        <translation>Unwahrscheinlich</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="108"/>
        <source>50/50</source>
        <translation>50/50</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="109"/>
        <source>Likely</source>
        <translation>Wahrscheinlich</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="110"/>
        <source>Almost certain</source>
        <translation>Fast sicher</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="115"/>
        <source>At a facility</source>
        <extracomment>The repair situations&apos; names.</extracomment>
        <translation>In einer Werkstatt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="116"/>
        <source>At anchor</source>
        <translation>Vor Anker</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="117"/>
        <source>Underway</source>
        <translation>Unterwegs</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="118"/>
        <source>Under fire</source>
        <translation>Unter Beschuss</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="123"/>
        <source>Clear the battered impact on a vehicle</source>
        <extracomment>What repair points buy, by name.</extracomment>
        <translation>Die Belastung „ramponiert“ eines Fahrzeugs löschen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="124"/>
        <source>Fix one broken module</source>
        <translation>Ein kaputtes Modul reparieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="125"/>
        <source>+1 integrity on a vehicle</source>
        <translation>+1 Integrität für ein Fahrzeug</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="126"/>
        <source>+1 health for a mechanical companion</source>
        <translation>+1 Gesundheit für einen mechanischen Gefährten</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="127"/>
        <source>Repair any other component or device</source>
        <translation>Ein anderes Bauteil oder Gerät reparieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/terms.py" line="128"/>
        <source>Repair other equipment, but with a complication or malfunction</source>
        <translation>Andere Ausrüstung reparieren, aber mit einer Komplikation oder Fehlfunktion</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="53"/>
        <source>Troublesome</source>
        <translation>Lästig</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="54"/>
        <source>Dangerous</source>
        <translation>Gefährlich</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="55"/>
        <source>Formidable</source>
        <translation>Gewaltig</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="56"/>
        <source>Extreme</source>
        <translation>Extrem</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="57"/>
        <source>Epic</source>
        <translation>Episch</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="150"/>
        <source>Vow</source>
        <translation>Schwur</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="151"/>
        <source>Expedition</source>
        <translation>Expedition</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="152"/>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="153"/>
        <source>Combat objective</source>
        <translation>Kampfziel</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="154"/>
        <source>Scene challenge</source>
        <translation>Szenen-Herausforderung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="323"/>
        <source>quests</source>
        <translation>Quests</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="324"/>
        <source>bonds</source>
        <translation>Bande</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="325"/>
        <source>discoveries</source>
        <translation>Entdeckungen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="428"/>
        <source>new asset</source>
        <translation>ein neues Talent</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="429"/>
        <source>upgrade</source>
        <translation>eine Verbesserung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/campaign.py" line="38"/>
        <source>Knack</source>
        <extracomment>How much a Knack, Power or Signature Item may change a Score (the sheet&apos;s sanity range). An Investment takes at least 1 point, and never more than a Characteristic can hold.</extracomment>
        <translation>Kniff</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/campaign.py" line="39"/>
        <location filename="../../starshine_desktop/rules/starshine/scores.py" line="69"/>
        <source>Power</source>
        <translation>Kraft</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/campaign.py" line="40"/>
        <source>Signature Item</source>
        <translation>Markenzeichen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/campaign.py" line="47"/>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/campaign.py" line="48"/>
        <source>resolved</source>
        <translation>eingelöst</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/campaign.py" line="49"/>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/campaign.py" line="55"/>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="117"/>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/campaign.py" line="56"/>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="119"/>
        <source>surrendered</source>
        <translation>aufgegeben</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/campaign.py" line="57"/>
        <source>completed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/campaign.py" line="63"/>
        <source>earned</source>
        <translation>verdient</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/campaign.py" line="64"/>
        <source>spent</source>
        <translation>ausgegeben</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/campaign.py" line="70"/>
        <source>An Investment&apos;s value</source>
        <translation>Der Wert einer Investition</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/campaign.py" line="88"/>
        <source>The Director&apos;s Stance</source>
        <translation>Die Haltung der Spielleitung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="101"/>
        <source>defensive</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="102"/>
        <source>recovery</source>
        <translation>Erholung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="103"/>
        <source>leading</source>
        <translation>Führung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="118"/>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="120"/>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="126"/>
        <source>all_resolved</source>
        <translation>alles geklärt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="127"/>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="353"/>
        <source>compromise</source>
        <translation>Kompromiss</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="128"/>
        <source>ended</source>
        <translation>beendet</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="134"/>
        <source>surrender_strategy</source>
        <translation>Strategie aufgeben</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="135"/>
        <source>lose_investment</source>
        <translation>Investition verlieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="136"/>
        <source>risk_corruption</source>
        <translation>Verderbnis riskieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="137"/>
        <source>risk_death</source>
        <translation>Tod riskieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="138"/>
        <source>surrender</source>
        <translation>aufgeben</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="324"/>
        <source>clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="325"/>
        <source>threats</source>
        <translation>Bedrohungen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="326"/>
        <source>move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="348"/>
        <source>surrender_choice</source>
        <translation>Wahl beim Aufgeben</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="351"/>
        <source>push</source>
        <translation>Nachlegen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="352"/>
        <source>designate</source>
        <translation>Bestimmen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="354"/>
        <source>end</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/scores.py" line="59"/>
        <source>Base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/scores.py" line="60"/>
        <source>Defense</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/scores.py" line="61"/>
        <source>Recovery</source>
        <translation>Erholung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/scores.py" line="62"/>
        <source>Lead</source>
        <translation>Führung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/scores.py" line="63"/>
        <source>Stunt</source>
        <translation>Stunt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/scores.py" line="64"/>
        <source>Aid</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/scores.py" line="65"/>
        <source>Threat Score</source>
        <translation>Bedrohungswert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/scores.py" line="66"/>
        <source>Guard</source>
        <translation>Abwehr</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/scores.py" line="67"/>
        <source>Surrender</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/scores.py" line="68"/>
        <source>Risk</source>
        <translation>Risiko</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/scores.py" line="70"/>
        <source>Fortune</source>
        <translation>Fortuna</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/character.py" line="41"/>
        <source>trait</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/character.py" line="42"/>
        <source>attribute</source>
        <translation>Attribut</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/character.py" line="43"/>
        <source>resource</source>
        <translation>Ressource</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/action.py" line="74"/>
        <source>action-based resolution: the reaction&apos;s total is 0 or more, not {total!r}</source>
        <translation>ergebnisbasierte Auflösung: die Summe der Reaktion ist 0 oder mehr, nicht {total!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/action.py" line="79"/>
        <source>action-based resolution: the action&apos;s total is 0 or more, not {total!r}</source>
        <translation>ergebnisbasierte Auflösung: die Summe der Aktion ist 0 oder mehr, nicht {total!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/action.py" line="181"/>
        <source>action order: name every character taking part (at least one)</source>
        <translation>Handlungsreihenfolge: nenne jede beteiligte Figur (mindestens eine)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/action.py" line="187"/>
        <source>action order: each character takes part once; a name is repeated</source>
        <translation>Handlungsreihenfolge: jede Figur ist einmal beteiligt; ein Name kommt doppelt vor</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/action.py" line="227"/>
        <location filename="../../starshine_desktop/rules/cortex/action.py" line="268"/>
        <source>action order: {name!r} is not in the action order</source>
        <translation>Handlungsreihenfolge: {name!r} steht nicht in der Handlungsreihenfolge</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/action.py" line="237"/>
        <source>action order: {name} has already acted in round {round}; the next one is picked from those yet to act ({waiting})</source>
        <translation>Handlungsreihenfolge: {name} hat in Runde {round} schon gehandelt; die nächste Figur wird aus denen gewählt, die noch nicht gehandelt haben ({waiting})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/action.py" line="256"/>
        <source>action order: nobody is left in the action order</source>
        <translation>Handlungsreihenfolge: niemand ist mehr übrig</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/challenge.py" line="117"/>
        <source>challenge: at least one character takes part</source>
        <translation>Herausforderung: mindestens eine Figur ist beteiligt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/challenge.py" line="121"/>
        <source>challenge: each character takes part once</source>
        <translation>Herausforderung: jede Figur ist einmal beteiligt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/challenge.py" line="148"/>
        <source>challenge: {name} is not in this challenge</source>
        <translation>Herausforderung: {name} ist nicht Teil dieser Herausforderung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/challenge.py" line="168"/>
        <source>challenge: {name} carries stress; one stress die joins the challenge dice</source>
        <translation>Herausforderung: {name} trägt Stress; ein Stresswürfel kommt zu den Herausforderungswürfeln</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/challenge.py" line="176"/>
        <source>challenge: the GM pays to add another stress die only when one is in the opposition</source>
        <translation>Herausforderung: die SL zahlt nur dann für einen weiteren Stresswürfel, wenn schon einer in der Opposition liegt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/challenge.py" line="186"/>
        <source>challenge: {name} has no {stress} stress</source>
        <translation>Herausforderung: {name} hat keinen Stress der Art {stress}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/challenge.py" line="208"/>
        <source>challenge: the GM already pays to add {kind} stress</source>
        <translation>Herausforderung: die SL zahlt bereits dafür, Stress der Art {kind} hinzuzufügen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/challenge.py" line="216"/>
        <source>challenge: the GM cannot pay to add {kind} stress ({reason})</source>
        <translation>Herausforderung: die SL kann nicht dafür zahlen, Stress der Art {kind} hinzuzufügen ({reason})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/challenge.py" line="240"/>
        <source>challenge: the GM&apos;s roll ({gm_roll_pool_label}) must include the challenge and stress dice ({opposition_label})</source>
        <translation>Herausforderung: der Wurf der SL ({gm_roll_pool_label}) muss die Herausforderungs- und Stresswürfel enthalten ({opposition_label})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/challenge.py" line="252"/>
        <source>challenge: already overcome</source>
        <translation>Herausforderung: bereits bewältigt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/challenge.py" line="255"/>
        <source>challenge: every character has acted; it is the challenge&apos;s turn</source>
        <translation>Herausforderung: jede Figur hat gehandelt; die Herausforderung ist am Zug</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/challenge.py" line="262"/>
        <source>challenge: {name} is stressed out and takes no turn</source>
        <translation>Herausforderung: {name} ist durch Stress ausgeschaltet und hat keinen Zug</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/challenge.py" line="267"/>
        <source>challenge: {name} has already acted this round</source>
        <translation>Herausforderung: {name} hat in dieser Runde schon gehandelt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/challenge.py" line="275"/>
        <source>challenge: the GM&apos;s roll ({gm_roll_pool_label}) must include the challenge dice ({pool_label})</source>
        <translation>Herausforderung: der Wurf der SL ({gm_roll_pool_label}) muss die Herausforderungswürfel enthalten ({pool_label})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/challenge.py" line="318"/>
        <source>challenge: a beaten difficulty needs a challenge die to compare</source>
        <translation>Herausforderung: eine geschlagene Schwierigkeit braucht einen Herausforderungswürfel zum Vergleich</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/challenge.py" line="324"/>
        <source>challenge: there is no {target_label} in {pool_label}</source>
        <translation>Herausforderung: in {pool_label} gibt es keinen {target_label}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/challenge.py" line="365"/>
        <source>challenge: the challenge acts only after every character has</source>
        <translation>Herausforderung: die Herausforderung handelt erst, wenn jede Figur gehandelt hat</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/challenge.py" line="375"/>
        <source>challenge: there is no {die_label} in {pool_label}</source>
        <translation>Herausforderung: in {pool_label} gibt es keinen {die_label}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/challenge.py" line="402"/>
        <source>challenge: {name} is stressed out and out of the scene</source>
        <translation>Herausforderung: {name} ist durch Stress ausgeschaltet und nicht mehr in der Szene</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/character.py" line="90"/>
        <source>plot points: a character cannot hold fewer than 0</source>
        <translation>Plotpunkte: eine Figur kann nicht weniger als 0 haben</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/character.py" line="96"/>
        <source>plot points: earn a positive number</source>
        <translation>Plotpunkte: verdiene eine positive Anzahl</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/character.py" line="108"/>
        <source>plot points: {name} has no plot point to {reason}</source>
        <translation>Plotpunkte: {name} hat keinen Plotpunkt, um {reason}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/character.py" line="120"/>
        <source>plot points: a total of {number} dice needs {needed} plot points; {name} has {plot_points}</source>
        <translation>Plotpunkte: eine Summe aus {number} Würfeln braucht {needed} Plotpunkte; {name} hat {plot_points}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/character.py" line="158"/>
        <source>stress: {name} has no {kind} stress to step down</source>
        <translation>Stress: {name} hat keinen Stress der Art {kind}, der herabgestuft werden könnte</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/character.py" line="185"/>
        <location filename="../../starshine_desktop/rules/cortex/character.py" line="196"/>
        <source>recovery: {name} has no {kind} stress to recover</source>
        <translation>Erholung: {name} hat keinen Stress der Art {kind} zum Erholen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/character.py" line="202"/>
        <source>recovery: time must pass before {name} tests to recover {kind} stress again</source>
        <translation>Erholung: es muss Zeit vergehen, bevor {name} erneut eine Probe ablegt, um sich von Stress der Art {kind} zu erholen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/character.py" line="234"/>
        <source>pushing stress: {name} has no {kind} stress to push</source>
        <translation>Stress nachlegen: {name} hat keinen Stress der Art {kind}, der nachgelegt werden könnte</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/character.py" line="240"/>
        <source>pushing stress: {name} already pushed {kind} stress</source>
        <translation>Stress nachlegen: {name} hat Stress der Art {kind} bereits nachgelegt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/character.py" line="258"/>
        <source>stress: only d4 stress goes into {name}&apos;s own pool this way</source>
        <translation>Stress: nur d4-Stress kommt auf diese Weise in den eigenen Pool von {name}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/character.py" line="265"/>
        <source>stress: {name}&apos;s d4 {kind} stress is already in the pool</source>
        <translation>Stress: der d4-Stress der Art {kind} von {name} liegt bereits im Pool</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/contest.py" line="108"/>
        <source>contest: a side cannot contest against itself</source>
        <translation>Wettstreit: eine Seite kann nicht gegen sich selbst antreten</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/contest.py" line="123"/>
        <source>contest: already over ({outcome_winner} won)</source>
        <translation>Wettstreit: bereits vorbei ({outcome_winner} hat gewonnen)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/contest.py" line="154"/>
        <source>contest: the initiator rolls first; there is nothing to give in to</source>
        <translation>Wettstreit: wer herausfordert, würfelt zuerst; es gibt nichts, dem man nachgeben könnte</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/contest.py" line="181"/>
        <source>contest: not over yet</source>
        <translation>Wettstreit: noch nicht vorbei</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/contest.py" line="184"/>
        <source>contest: {loser_name} did not lose this contest</source>
        <translation>Wettstreit: {loser_name} hat diesen Wettstreit nicht verloren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/contest.py" line="189"/>
        <source>contest: the loser is not taken out; nothing to avoid</source>
        <translation>Wettstreit: die unterlegene Seite ist nicht ausgeschaltet; es gibt nichts abzuwenden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/dice.py" line="68"/>
        <source>dice: {text!r} is not a Cortex die (d4, d6, d8, d10 or d12)</source>
        <translation>Würfel: {text!r} ist kein Cortex-Würfel (d4, d6, d8, d10 oder d12)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/dice.py" line="90"/>
        <source>pool: {text!r} is not a list of dice such as d8,d6,d6</source>
        <translation>Pool: {text!r} ist keine Liste von Würfeln wie d8,d6,d6</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/dice.py" line="106"/>
        <source>pool: {die!r} is not a Cortex die</source>
        <translation>Pool: {die!r} ist kein Cortex-Würfel</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/dice.py" line="136"/>
        <source>pool: there is no {die_label} in {pool}</source>
        <translation>Pool: in {pool} gibt es keinen {die_label}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/dice.py" line="147"/>
        <source>stepping: a d12 cannot be stepped up</source>
        <translation>Stufen: ein d12 kann nicht hochgestuft werden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/dice.py" line="170"/>
        <source>roll: a pool needs at least one die</source>
        <translation>Wurf: ein Pool braucht mindestens einen Würfel</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/dice.py" line="173"/>
        <source>faces: {count} faces given for {count2} dice; give one face per die</source>
        <translation>Augen: {count} Augenzahlen für {count2} Würfel angegeben; gib eine Augenzahl pro Würfel an</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/dice.py" line="182"/>
        <source>faces: a {die_label} shows 1 to {die_sides}, not {face!r}</source>
        <translation>Augen: ein {die_label} zeigt 1 bis {die_sides}, nicht {face!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/dice.py" line="252"/>
        <location filename="../../starshine_desktop/rules/cortex/odds.py" line="80"/>
        <location filename="../../starshine_desktop/rules/cortex/odds.py" line="96"/>
        <source>difficulty: a difficulty is 0 or more, not {difficulty}</source>
        <translation>Schwierigkeit: eine Schwierigkeit ist 0 oder mehr, nicht {difficulty}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/dice.py" line="322"/>
        <source>plot points: extra dice for a total cannot be negative</source>
        <translation>Plotpunkte: zusätzliche Würfel für eine Summe können nicht negativ sein</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/dice.py" line="338"/>
        <source>roll: there is no die number {index}</source>
        <translation>Wurf: es gibt keinen Würfel Nummer {index}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/dice.py" line="342"/>
        <source>total: a die counts once in the total</source>
        <translation>Summe: ein Würfel zählt nur einmal in der Summe</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/dice.py" line="346"/>
        <source>total: a die that rolled a hitch (1) cannot be used in the total</source>
        <translation>Summe: ein Würfel mit einem Patzer (1) kann nicht in der Summe verwendet werden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/dice.py" line="353"/>
        <source>total: the total uses two dice when two non-hitch dice are left</source>
        <translation>Summe: die Summe nutzt zwei Würfel, wenn zwei Würfel ohne Patzer übrig sind</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/dice.py" line="360"/>
        <source>effect die: a die that rolled a hitch cannot be the effect die</source>
        <translation>Effektwürfel: ein Würfel mit einem Patzer kann nicht der Effektwürfel sein</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/dice.py" line="366"/>
        <source>effect die: a die in the total cannot also be the effect die</source>
        <translation>Effektwürfel: ein Würfel in der Summe kann nicht zugleich der Effektwürfel sein</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/dice.py" line="411"/>
        <source>difficulty: {text!r} is not a level (very easy … very hard)</source>
        <translation>Schwierigkeit: {text!r} ist keine Stufe (very easy … very hard)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/odds.py" line="50"/>
        <location filename="../../starshine_desktop/rules/cortex/odds.py" line="117"/>
        <location filename="../../starshine_desktop/rules/cortex/odds.py" line="124"/>
        <source>odds: a pool needs at least one die</source>
        <translation>Chancen: ein Pool braucht mindestens einen Würfel</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/odds.py" line="52"/>
        <source>odds: a total keeps at least one die</source>
        <translation>Chancen: eine Summe behält mindestens einen Würfel</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="94"/>
        <source>stressed out: {name} takes no part in the scene</source>
        <extracomment>The refusal behind ``reason`` (a template and its fields, to translate), if refused.</extracomment>
        <translation>durch Stress ausgeschaltet: {name} nimmt nicht an der Szene teil</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="99"/>
        <source>{name} has no {kind} stress</source>
        <translation>{name} hat keinen Stress der Art {kind}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="106"/>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="265"/>
        <source>d4 stress goes into your own pool instead, like a d4 complication</source>
        <translation>d4-Stress kommt stattdessen in den eigenen Pool, wie eine d4-Komplikation</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="112"/>
        <source>the stress die joins the GM&apos;s pool: roll against a level or a pool</source>
        <translation>der Stresswürfel kommt in den Pool der SL: würfle gegen eine Stufe oder einen Pool</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="119"/>
        <source>d4 stress already goes into your own pool and earns a plot point</source>
        <translation>d4-Stress kommt bereits in den eigenen Pool und bringt einen Plotpunkt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="125"/>
        <source>pushing stress costs a plot point; {name} has none</source>
        <translation>Stress nachzulegen kostet einen Plotpunkt; {name} hat keinen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="130"/>
        <source>only d4 stress goes into your own pool this way; this is {die_label}</source>
        <translation>nur d4-Stress kommt auf diese Weise in den eigenen Pool; dies ist ein {die_label}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="188"/>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="406"/>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="561"/>
        <source>stressed out: {character_name} takes no part in the scene</source>
        <extracomment>The refusal behind ``reason`` (a template and its fields, to translate), if refused.</extracomment>
        <translation>durch Stress ausgeschaltet: {character_name} nimmt nicht an der Szene teil</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="195"/>
        <source>the stress dice join the GM&apos;s pool: roll against a level or a pool</source>
        <translation>die Stresswürfel kommen in den Pool der SL: würfle gegen eine Stufe oder einen Pool</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="201"/>
        <source>the GM pays to add another stress die only when one is in the opposition</source>
        <translation>die SL zahlt nur dann für einen weiteren Stresswürfel, wenn schon einer in der Opposition liegt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="209"/>
        <source>the {first} stress is pushed into your own pool, not the opposition: the GM pays to add another stress die only when one is in the opposition</source>
        <translation>der Stress der Art {first} wird in den eigenen Pool nachgelegt, nicht in die Opposition: die SL zahlt nur dann für einen weiteren Stresswürfel, wenn schon einer in der Opposition liegt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="217"/>
        <source>the {first} stress is in your own pool, not the opposition: the GM pays to add another stress die only when one is in the opposition</source>
        <translation>der Stress der Art {first} liegt im eigenen Pool, nicht in der Opposition: die SL zahlt nur dann für einen weiteren Stresswürfel, wenn schon einer in der Opposition liegt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="251"/>
        <source>{kind} stress is already in the opposition: add another type</source>
        <translation>Stress der Art {kind} liegt bereits in der Opposition: füge eine andere Art hinzu</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="259"/>
        <source>{character_name} has no {kind} stress</source>
        <translation>{character_name} hat keinen Stress der Art {kind}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="343"/>
        <source>plot points: extra dice in the total are 0 or more</source>
        <translation>Plotpunkte: zusätzliche Würfel in der Summe sind 0 oder mehr</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="349"/>
        <source>plot points: {extra_dice} extra dice in the total need {extra_dice} plot points; {character_name} has {available} for them</source>
        <translation>Plotpunkte: {extra_dice} zusätzliche Würfel in der Summe brauchen {extra_dice} Plotpunkte; {character_name} hat {available} dafür</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="370"/>
        <source>stress: the GM already pays to add {kind} stress to this test</source>
        <translation>Stress: die SL zahlt bereits dafür, dieser Probe Stress der Art {kind} hinzuzufügen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="378"/>
        <source>stress: the GM cannot pay to add {kind} stress ({reason})</source>
        <translation>Stress: die SL kann nicht dafür zahlen, Stress der Art {kind} hinzuzufügen ({reason})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="413"/>
        <source>test: the player&apos;s pool needs at least one die</source>
        <translation>Probe: der Pool der Spielerin oder des Spielers braucht mindestens einen Würfel</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="419"/>
        <source>test: the GM&apos;s pool needs at least one die</source>
        <translation>Probe: der Pool der SL braucht mindestens einen Würfel</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="423"/>
        <source>difficulty: a difficulty is 0 or more, not {difficulty!r}</source>
        <translation>Schwierigkeit: eine Schwierigkeit ist 0 oder mehr, nicht {difficulty!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="431"/>
        <source>stress: choose the type of stress to use</source>
        <translation>Stress: wähle die Art des Stresses, der verwendet wird</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="439"/>
        <source>stress: {kind} stress cannot be used in this test ({reason})</source>
        <translation>Stress: Stress der Art {kind} kann in dieser Probe nicht verwendet werden ({reason})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="448"/>
        <source>stress: {reason}</source>
        <translation>Stress: {reason}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="470"/>
        <source>test: the player rolled {player_roll_pool_label}, not the planned {plan_pool_label}</source>
        <translation>Probe: gewürfelt wurde {player_roll_pool_label}, nicht der geplante Pool {plan_pool_label}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="481"/>
        <source>test: the GM rolls the opposition pool</source>
        <translation>Probe: die SL würfelt den Oppositionspool</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="485"/>
        <source>test: the GM rolled {gm_roll_pool_label}, not the planned {plan_difficulty_label}</source>
        <translation>Probe: die SL hat {gm_roll_pool_label} gewürfelt, nicht den geplanten Pool {plan_difficulty_label}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="495"/>
        <source>test: against a number the GM rolls nothing</source>
        <translation>Probe: gegen eine Zahl würfelt die SL nicht</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="499"/>
        <source>test: the total uses {player_plot_points_spent} extra dice; the test allowed {plan_extra_dice}</source>
        <translation>Probe: die Summe nutzt {player_plot_points_spent} zusätzliche Würfel; die Probe erlaubte {plan_extra_dice}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="569"/>
        <source>stress: {character_name}&apos;s {plan_kind} stress is {now} now, not the {then} the test used</source>
        <translation>Stress: der Stress der Art {plan_kind} von {character_name} ist jetzt {now}, nicht der {then}, mit dem die Probe gewürfelt wurde</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="583"/>
        <source>stress: {character_name}&apos;s {kind} stress is {now} now, not the {die_label} the GM paid to add</source>
        <translation>Stress: der Stress der Art {kind} von {character_name} ist jetzt {now}, nicht der {die_label}, für den die SL gezahlt hat</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="619"/>
        <source>stress after a test: only a failed test inflicts stress</source>
        <translation>Stress nach einer Probe: nur eine misslungene Probe verursacht Stress</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="625"/>
        <source>stress after a test: name the GM&apos;s effect die</source>
        <translation>Stress nach einer Probe: nenne den Effektwürfel der SL</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/cortex/stress_use.py" line="630"/>
        <source>stress after a test: the stress equals the GM&apos;s effect die, {effect_label}, not {die_label}</source>
        <translation>Stress nach einer Probe: der Stress entspricht dem Effektwürfel der SL, {effect_label}, nicht {die_label}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/dice.py" line="17"/>
        <source>cannot roll {count} dice</source>
        <translation>{count} Würfel können nicht gewürfelt werden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/dice.py" line="27"/>
        <source>{count} dice given, but the pool has {count2}</source>
        <translation>{count} Würfel angegeben, aber der Pool hat {count2}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/dice.py" line="35"/>
        <source>a d{sides} shows 1 to {sides}, not {face!r}</source>
        <translation>ein d{sides} zeigt 1 bis {sides}, nicht {face!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/errors.py" line="54"/>
        <source>step {step}: {reason}</source>
        <translation>Schritt {step}: {reason}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/errors.py" line="70"/>
        <source>scenario: {reason}</source>
        <translation>Szenario: {reason}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="93"/>
        <source>impacts: a character has 0 to {impact_count} marked impacts, not {impacts!r}</source>
        <translation>Belastungen: eine Figur hat 0 bis {impact_count} markierte Belastungen, nicht {impacts!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="122"/>
        <source>momentum: momentum runs from {momentum_min} to max momentum +{top} (10 less {impacts} impact(s)), not {momentum!r}</source>
        <translation>Schwung: Schwung reicht von {momentum_min} bis zum höchsten Schwung +{top} (10 minus {impacts} Belastung(en)), nicht {momentum!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="139"/>
        <source>{meter_value}: a condition meter runs from 0 to 5, not {value!r}</source>
        <translation>{meter_value}: eine Zustandsleiste reicht von 0 bis 5, nicht {value!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="152"/>
        <source>{stat_value}: a stat runs from {stat_min} to {stat_max}, not {value!r}</source>
        <translation>{stat_value}: ein Attribut reicht von {stat_min} bis {stat_max}, nicht {value!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="194"/>
        <source>impacts: every impact must be one of the impacts the rules name</source>
        <translation>Belastungen: jede Belastung muss eine der Belastungen sein, die die Regeln nennen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="228"/>
        <source>{meter_value}: take a positive amount; suffer a loss instead</source>
        <translation>{meter_value}: erhalte einen positiven Betrag; erleide stattdessen einen Verlust</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="241"/>
        <source>{meter_value}: suffer a positive amount; take a gain instead</source>
        <translation>{meter_value}: erleide einen positiven Betrag; erhalte stattdessen einen Gewinn</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="260"/>
        <source>burn momentum: only positive momentum can be burned</source>
        <translation>Schwung verbrennen: nur positiver Schwung kann verbrannt werden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/character.py" line="274"/>
        <source>impacts: {impact_label} is not marked, so it cannot be cleared</source>
        <translation>Belastungen: {impact_label} ist nicht markiert und kann daher nicht gelöscht werden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/data.py" line="24"/>
        <source>{name}: the data file must hold one JSON object</source>
        <translation>{name}: die Datendatei muss ein JSON-Objekt enthalten</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/data.py" line="34"/>
        <source>{where}: {key!r} is missing</source>
        <translation>{where}: {key!r} fehlt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/data.py" line="41"/>
        <location filename="../../starshine_desktop/rules/ironsworn/moves.py" line="215"/>
        <source>{where}: {key!r} must be a whole number</source>
        <translation>{where}: {key!r} muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/data.py" line="47"/>
        <source>{where}: {key!r} must be a {kind_name}</source>
        <translation>{where}: {key!r} muss vom Typ {kind_name} sein</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/dice.py" line="37"/>
        <source>{what}: a d{sides} shows 1 to {sides}, not {face!r}</source>
        <translation>{what}: ein d{sides} zeigt 1 bis {sides}, nicht {face!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/dice.py" line="77"/>
        <source>dice: the roll needs more than the {count} given face(s); give one more d{sides}</source>
        <translation>Würfel: der Wurf braucht mehr als die {count} angegebenen Augenzahl(en); gib einen weiteren d{sides} an</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/dice.py" line="88"/>
        <source>dice: given face {number} is {face!r}, but a d{sides} shows 1 to {sides}</source>
        <translation>Würfel: die angegebene Augenzahl {number} ist {face!r}, aber ein d{sides} zeigt 1 bis {sides}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/moves.py" line="96"/>
        <source>roll option {approach!r}: no value for {missing}</source>
        <translation>Wurfoption {approach!r}: kein Wert für {missing}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/moves.py" line="169"/>
        <source>{name}: this move has no rolled outcomes</source>
        <translation>{name}: dieser Zug hat keine gewürfelten Ergebnisse</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/moves.py" line="183"/>
        <source>{where}: &apos;effects&apos; must be an object</source>
        <translation>{where}: &apos;effects&apos; muss ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/moves.py" line="191"/>
        <source>{where}: unknown effects {keys}</source>
        <translation>{where}: unbekannte Effekte {keys}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/moves.py" line="198"/>
        <source>{where}: position is in_control or bad_spot, not {position!r}</source>
        <translation>{where}: position ist in_control oder bad_spot, nicht {position!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/moves.py" line="207"/>
        <source>{where}: &apos;legacy_ticks&apos; maps a legacy track to ticks</source>
        <translation>{where}: &apos;legacy_ticks&apos; ordnet einer Vermächtnisleiste Striche zu</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/moves.py" line="222"/>
        <source>{where}: &apos;legacy_reward&apos; names a legacy track, not {reward!r}</source>
        <translation>{where}: &apos;legacy_reward&apos; nennt eine Vermächtnisleiste, nicht {reward!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/moves.py" line="242"/>
        <source>{where}: an outcome must be an object</source>
        <translation>{where}: ein Ergebnis muss ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/moves.py" line="256"/>
        <source>{where}: a roll option must be an object</source>
        <translation>{where}: eine Wurfoption muss ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/moves.py" line="263"/>
        <source>{where}: cannot roll {bad}</source>
        <translation>{where}: {bad} kann nicht gewürfelt werden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/moves.py" line="270"/>
        <source>{where}: &apos;pick&apos; is given exactly when two values are offered</source>
        <translation>{where}: &apos;pick&apos; ist genau dann angegeben, wenn zwei Werte angeboten werden</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/moves.py" line="285"/>
        <source>{moves_file}: a move must be an object</source>
        <translation>{moves_file}: ein Zug muss ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/moves.py" line="302"/>
        <source>{where}: an action roll needs at least one roll option</source>
        <translation>{where}: ein Aktionswurf braucht mindestens eine Wurfoption</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/moves.py" line="307"/>
        <source>{where}: a progress roll names the track(s) it rolls against</source>
        <translation>{where}: ein Fortschrittswurf nennt die Leiste(n), gegen die er würfelt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/moves.py" line="317"/>
        <source>{where}: a rolled move has strong_hit, weak_hit and miss outcomes</source>
        <translation>{where}: ein gewürfelter Zug hat die Ergebnisse strong_hit, weak_hit und miss</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/moves.py" line="326"/>
        <source>{where}: a move without a roll has no outcomes</source>
        <translation>{where}: ein Zug ohne Wurf hat keine Ergebnisse</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/moves.py" line="368"/>
        <source>{moves_file}: {move_id} has unknown category {move_category!r}</source>
        <translation>{moves_file}: {move_id} hat die unbekannte Kategorie {move_category!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/moves.py" line="389"/>
        <source>moves: no move is called {name!r}</source>
        <translation>Züge: kein Zug heißt {name!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/oracles.py" line="32"/>
        <source>oracle roll: a d100 roll is 1 to 100, not {roll!r}</source>
        <translation>Orakelwurf: ein d100-Wurf ist 1 bis 100, nicht {roll!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/oracles.py" line="75"/>
        <source>oracle {name}: no row covers {roll}</source>
        <translation>Orakel {name}: keine Zeile deckt {roll} ab</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/oracles.py" line="105"/>
        <source>{where}: a row must be an object</source>
        <translation>{where}: eine Zeile muss ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/oracles.py" line="111"/>
        <source>{where}: &apos;links&apos; must be a list of move ids</source>
        <translation>{where}: &apos;links&apos; muss eine Liste von Zug-IDs sein</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/oracles.py" line="117"/>
        <source>{where}: &apos;roll_twice&apos; must be true or false</source>
        <translation>{where}: &apos;roll_twice&apos; muss true oder false sein</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/oracles.py" line="132"/>
        <source>{oracles_file}: a table must be an object</source>
        <translation>{oracles_file}: eine Tabelle muss ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/oracles.py" line="166"/>
        <source>oracle table: no table is called {name!r}; the tables are {known}</source>
        <translation>Orakeltabelle: keine Tabelle heißt {name!r}; die Tabellen sind {known}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/oracles.py" line="189"/>
        <source>oracle {table_name}: &apos;roll twice&apos; needs two ordinary rows</source>
        <translation>Orakel {table_name}: „zweimal würfeln“ braucht zwei gewöhnliche Zeilen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/oracles.py" line="232"/>
        <source>ask the oracle: odds are one of {names}, not {text!r}</source>
        <translation>Orakel befragen: die Chancen sind eine von {names}, nicht {text!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/oracles.py" line="249"/>
        <source>{oracles_file}: odds missing for {missing}</source>
        <translation>{oracles_file}: es fehlen Chancen für {missing}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/repair.py" line="99"/>
        <source>{repair_file}: no points for {missing}</source>
        <translation>{repair_file}: keine Punkte für {missing}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/repair.py" line="133"/>
        <source>repair: supply buys 0 to {limit} extra points, not {supply_spent!r}</source>
        <translation>Reparatur: Vorrat kauft 0 bis {limit} zusätzliche Punkte, nicht {supply_spent!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/repair.py" line="141"/>
        <source>repair: supply buys extra points only when you make your own repairs</source>
        <translation>Reparatur: Vorrat kauft nur dann zusätzliche Punkte, wenn du selbst reparierst</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/repair.py" line="147"/>
        <source>repair: on a miss no repairs are made, so supply buys nothing</source>
        <translation>Reparatur: bei einem Fehlschlag wird nichts repariert, also kauft Vorrat nichts</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/repair.py" line="158"/>
        <source>repair: repair points are 0 or more, not {points!r}</source>
        <translation>Reparatur: Reparaturpunkte sind 0 oder mehr, nicht {points!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/repair.py" line="166"/>
        <source>repair: points cannot buy {purchase_id!r}</source>
        <translation>Reparatur: Punkte können {purchase_id!r} nicht kaufen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/repair.py" line="171"/>
        <source>repair: buy {purchase_id} 0 or more times, not {count!r}</source>
        <translation>Reparatur: kaufe {purchase_id} 0-mal oder öfter, nicht {count!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/repair.py" line="182"/>
        <source>repair: the purchases cost {spent} points; only {points} were earned</source>
        <translation>Reparatur: die Käufe kosten {spent} Punkte; nur {points} wurden verdient</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/rolls.py" line="76"/>
        <source>action roll: the value rolled (a stat, meter or rank) is {roll_stat_min} to {roll_stat_max}, not {stat!r}</source>
        <translation>Aktionswurf: der gewürfelte Wert (ein Attribut, eine Zustandsleiste oder ein Rang) ist {roll_stat_min} bis {roll_stat_max}, nicht {stat!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/rolls.py" line="92"/>
        <source>action roll: adds are 0 to {adds_max} (the score caps at 10), not {adds!r}</source>
        <translation>Aktionswurf: Zuschläge sind 0 bis {adds_max} (der Wert endet bei 10), nicht {adds!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/rolls.py" line="106"/>
        <source>progress roll: a progress score is 0 to 10 filled boxes, not {score!r}</source>
        <translation>Fortschrittswurf: ein Fortschrittswert ist 0 bis 10 gefüllte Kästchen, nicht {score!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/rolls.py" line="164"/>
        <source>burn momentum: momentum was already burned on this roll</source>
        <translation>Schwung verbrennen: für diesen Wurf wurde bereits Schwung verbrannt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/rolls.py" line="170"/>
        <source>burn momentum: only positive momentum can replace the action score, not {momentum_before}</source>
        <translation>Schwung verbrennen: nur positiver Schwung kann den Aktionswert ersetzen, nicht {momentum_before}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/rolls.py" line="181"/>
        <source>burn momentum: it helps only when momentum beats more challenge dice than the action score; against {first} and {second} momentum {momentum_before:+d} gives a {burned_label} and the action score {action_score} a {outcome_label}, so nothing is burned</source>
        <translation>Schwung verbrennen: es hilft nur, wenn der Schwung mehr Herausforderungswürfel schlägt als der Aktionswert; gegen {first} und {second} ergibt Schwung {momentum_before:+d} einen {burned_label} und der Aktionswert {action_score} einen {outcome_label}, also wird nichts verbrannt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="107"/>
        <source>{what}: a track holds 0 to {max_ticks} ticks (10 boxes of 4), not {ticks!r}</source>
        <translation>{what}: eine Leiste fasst 0 bis {max_ticks} Striche (10 Kästchen zu 4), nicht {ticks!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="122"/>
        <source>{what}: progress is marked or lost 1 or more times, not {times!r}</source>
        <translation>{what}: Fortschritt wird 1-mal oder öfter markiert oder verloren, nicht {times!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="171"/>
        <source>scene challenge: a scene is troublesome, dangerous or formidable, not {rank_value}</source>
        <translation>Szenen-Herausforderung: eine Szene ist troublesome, dangerous oder formidable, nicht {rank_value}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="223"/>
        <source>recommit: a challenge die shows 1 to 10, not {face!r}</source>
        <translation>Neu verpflichten: ein Herausforderungswürfel zeigt 1 bis 10, nicht {face!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="246"/>
        <source>scene challenge: the track must be a scene challenge track</source>
        <translation>Szenen-Herausforderung: die Leiste muss eine Szenen-Herausforderungsleiste sein</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="252"/>
        <source>scene challenge: the tension clock has {tension_clock_segments} segments, so 0 to {tension_clock_segments} filled, not {clock!r}</source>
        <translation>Szenen-Herausforderung: die Spannungsuhr hat {tension_clock_segments} Segmente, also 0 bis {tension_clock_segments} gefüllt, nicht {clock!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="275"/>
        <source>tension clock: fill 0 or more segments, not {segments!r}</source>
        <translation>Spannungsuhr: fülle 0 oder mehr Segmente, nicht {segments!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="289"/>
        <source>{move}: the scene is over (clock or track full); Finish a Scene</source>
        <translation>{move}: die Szene ist vorbei (Uhr oder Leiste voll); Finish a Scene</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="349"/>
        <source>{kind_value} legacy track: a full legacy track is cleared at once, so it holds 0 to 39 ticks</source>
        <translation>Vermächtnisleiste {kind_value}: eine volle Vermächtnisleiste wird sofort geleert, sie fasst also 0 bis 39 Striche</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="381"/>
        <source>{kind_value} legacy track: mark 0 or more ticks, not {ticks!r}</source>
        <translation>Vermächtnisleiste {kind_value}: markiere 0 oder mehr Striche, nicht {ticks!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="447"/>
        <source>legacy: the {kind_value} slot holds a {kind_value} track only</source>
        <translation>Vermächtnis: der Platz {kind_value} fasst nur eine Leiste {kind_value}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="454"/>
        <source>experience: spent experience cannot exceed what was earned</source>
        <translation>Erfahrung: ausgegebene Erfahrung kann die verdiente nicht übersteigen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/ironsworn/tracks.py" line="486"/>
        <source>advance: {kind} costs {kind_cost} experience; {experience_available} available</source>
        <translation>Aufstieg: {kind} kostet {kind_cost} Erfahrung; {experience_available} verfügbar</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/odds.py" line="26"/>
        <source>the number of dice must be 0 to {max_dice}, not {dice!r}</source>
        <translation>die Anzahl der Würfel muss 0 bis {max_dice} sein, nicht {dice!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/odds.py" line="38"/>
        <source>a Stunt&apos;s Target is 1 to 6 (rule 3.7), not {target!r}</source>
        <translation>der Zielwert eines Stunts ist 1 bis 6 (Regel 3.7), nicht {target!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/replay.py" line="33"/>
        <source>not valid JSON: {name} is not a number</source>
        <translation>kein gültiges JSON: {name} ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/replay.py" line="45"/>
        <source>key {key!r} appears twice in one object</source>
        <translation>der Schlüssel {key!r} kommt in einem Objekt zweimal vor</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/replay.py" line="60"/>
        <source>not valid JSON: {error}</source>
        <translation>kein gültiges JSON: {error}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/replay.py" line="64"/>
        <source>a scenario is a JSON object</source>
        <translation>ein Szenario ist ein JSON-Objekt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/replay.py" line="88"/>
        <source>a step must be an object with a &apos;do&apos; key (A.7)</source>
        <translation>ein Schritt muss ein Objekt mit einem Schlüssel &apos;do&apos; sein (A.7)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/campaign.py" line="74"/>
        <source>an Investment of {amount} would lower {characteristic} ({current}) below 0 (rules-spec A.4)</source>
        <translation>eine Investition von {amount} würde {characteristic} ({current}) unter 0 senken (Regelspezifikation A.4)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/campaign.py" line="105"/>
        <source>the Investment is already {current_value}</source>
        <translation>die Investition ist bereits {current_value}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/campaign.py" line="110"/>
        <source>a {current_value} Investment cannot become {new_value}; only an open one is resolved or lost (rules-spec A.4)</source>
        <translation>eine Investition im Zustand {current_value} kann nicht {new_value} werden; nur eine offene wird eingelöst oder verloren (Regelspezifikation A.4)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/campaign.py" line="120"/>
        <source>an Investment cannot be reopened (rules-spec A.4)</source>
        <translation>eine Investition kann nicht wieder geöffnet werden (Regelspezifikation A.4)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/campaign.py" line="129"/>
        <source>a {state_value} Strategy cannot be developed; only an active one is forwarded (rules-spec A.1)</source>
        <translation>eine Strategie im Zustand {state_value} kann nicht weiterentwickelt werden; nur eine aktive wird vorangetrieben (Regelspezifikation A.1)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/campaign.py" line="142"/>
        <source>the Strategy is already {current_value}</source>
        <translation>die Strategie ist bereits {current_value}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/campaign.py" line="147"/>
        <source>a {current_value} Strategy stays {current_value}; only an active one is surrendered or completed (rules-spec A.1)</source>
        <translation>eine Strategie im Zustand {current_value} bleibt {current_value}; nur eine aktive wird aufgegeben oder abgeschlossen (Regelspezifikation A.1)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/campaign.py" line="156"/>
        <source>a Strategy cannot become active again (rules-spec A.1)</source>
        <translation>eine Strategie kann nicht wieder aktiv werden (Regelspezifikation A.1)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="425"/>
        <source>a Challenge needs at least one Persona</source>
        <translation>eine Herausforderung braucht mindestens eine Persona</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="481"/>
        <source>a {what} id must be a non-empty string, not {ident!r}</source>
        <translation>eine ID für {what} muss ein nicht leerer Text sein, nicht {ident!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="489"/>
        <source>{what} id {ident!r} is reserved for created_by</source>
        <translation>die ID {ident!r} für {what} ist für created_by reserviert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="495"/>
        <source>id {ident!r} is used twice (ids are unique)</source>
        <translation>die ID {ident!r} wird zweimal verwendet (IDs sind eindeutig)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="507"/>
        <source>{where} has no {score_label} score</source>
        <translation>{where} hat keinen Wert {score_label}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="515"/>
        <source>{where}: {error}</source>
        <translation>{where}: {error}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="528"/>
        <source>{where}: a Characteristic needs a name</source>
        <translation>{where}: eine Eigenschaft braucht einen Namen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="533"/>
        <source>{where}: Characteristic {characteristic_name!r} appears twice</source>
        <translation>{where}: die Eigenschaft {characteristic_name!r} kommt zweimal vor</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="552"/>
        <source>{where}: created_by must be a Persona&apos;s id or &apos;director&apos;, not {setup_created_by!r}</source>
        <translation>{where}: created_by muss die ID einer Persona oder &apos;director&apos; sein, nicht {setup_created_by!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="562"/>
        <source>{where}: a Trait on an Element is Negative (rule 3.8e)</source>
        <translation>{where}: ein Merkmal auf einem Element ist negativ (Regel 3.8e)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="650"/>
        <source>no Persona {persona_id!r} in this Challenge</source>
        <translation>keine Persona {persona_id!r} in dieser Herausforderung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="694"/>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="761"/>
        <source>the Challenge has ended (A.8)</source>
        <translation>die Herausforderung ist beendet (A.8)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="697"/>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="764"/>
        <source>waiting for {waiting}&apos;s surrender choice (A.8)</source>
        <translation>wartet auf die Wahl beim Aufgeben von {waiting} (A.8)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="703"/>
        <source>{persona_id} is {state_status} and takes no further part (A.5)</source>
        <translation>{persona_id} ist {state_status} und nimmt nicht mehr teil (A.5)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="711"/>
        <source>the Director may Push only once per Challenge (rule 6.1, ruling R9)</source>
        <translation>die Spielleitung darf nur einmal pro Herausforderung nachlegen (Regel 6.1, Auslegung R9)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="717"/>
        <source>{persona_id} has already been pushed (rule 6.1, ruling R9 once_per_persona)</source>
        <translation>bei {persona_id} wurde bereits nachgelegt (Regel 6.1, Auslegung R9 once_per_persona)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="751"/>
        <source>there is no existing Trait to change (rule 3.3b)</source>
        <translation>es gibt kein bestehendes Merkmal, das sich ändern ließe (Regel 3.3b)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="769"/>
        <source>Moves come only between threats and the next clock (A.8, rule 3)</source>
        <translation>Züge gibt es nur zwischen den Bedrohungen und der nächsten Uhr (A.8, Regel 3)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="775"/>
        <source>{state_id} is {state_status} and takes no further part (A.5)</source>
        <translation>{state_id} ist {state_status} und nimmt nicht mehr teil (A.5)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="783"/>
        <source>{state_id} has already moved this round (rule 3.1)</source>
        <translation>{state_id} hat in dieser Runde schon einen Zug gemacht (Regel 3.1)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="795"/>
        <source>{state_id} has not just been given a Negative Trait this round (rule 3.3a)</source>
        <translation>{state_id} hat in dieser Runde nicht gerade ein negatives Merkmal erhalten (Regel 3.3a)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="807"/>
        <source>Trait {trait_id!r} is on {holder_id}, who is {holder_status} (A.5)</source>
        <translation>das Merkmal {trait_id!r} liegt auf {holder_id}, und {holder_id} ist {holder_status} (A.5)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="880"/>
        <source>a Number Result needs the selected die, 1 to 6 (rule 3.8c)</source>
        <translation>ein Zahlenergebnis braucht den gewählten Würfel, 1 bis 6 (Regel 3.8c)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="948"/>
        <source>a step must be an object with a &apos;do&apos; key</source>
        <translation>ein Schritt muss ein Objekt mit einem Schlüssel &apos;do&apos; sein</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="954"/>
        <source>&apos;do&apos; must be one of {kinds}, not {do!r} (A.7)</source>
        <translation>&apos;do&apos; muss eines von {kinds} sein, nicht {do!r} (A.7)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="962"/>
        <source>unknown key {key!r} in a {do} step (A.7)</source>
        <translation>unbekannter Schlüssel {key!r} in einem Schritt {do} (A.7)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="969"/>
        <source>the Challenge has already ended ({outcome}) (A.8)</source>
        <translation>die Herausforderung ist bereits beendet ({outcome}) (A.8)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="975"/>
        <source>{waiting} waits at Surrender 0: only its surrender_choice or a compromise may come now (rule 5, A.8)</source>
        <translation>{waiting} wartet bei Aufgeben 0: jetzt darf nur die eigene surrender_choice oder ein Kompromiss kommen (Regel 5, A.8)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1014"/>
        <source>clock cannot follow clock: threats come first (A.8, rule 2)</source>
        <translation>auf clock kann nicht clock folgen: zuerst kommen die Bedrohungen (A.8, Regel 2)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1062"/>
        <source>threats come only right after clock (A.8, rule 2)</source>
        <translation>threats kommen nur direkt nach clock (A.8, Regel 2)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1068"/>
        <source>threats &apos;names&apos; must be an object {persona: name} (A.7)</source>
        <translation>threats &apos;names&apos; muss ein Objekt {persona: name} sein (A.7)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1077"/>
        <source>names gives a name for {persona_id!r}, who receives no threat this round (A.8, rule 2.1)</source>
        <translation>names nennt einen Namen für {persona_id!r}, der in dieser Runde keine Bedrohung erhält (A.8, Regel 2.1)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1087"/>
        <source>the threat name for {persona_id} must be text (A.7)</source>
        <translation>der Name der Bedrohung für {persona_id} muss Text sein (A.7)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1097"/>
        <source>trait id {trait_id!r} is already used (A.8)</source>
        <translation>die Merkmals-ID {trait_id!r} wird bereits verwendet (A.8)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1152"/>
        <source>move &apos;actor&apos; must name a Persona, not {actor_id!r} (A.7)</source>
        <translation>move &apos;actor&apos; muss eine Persona nennen, nicht {actor_id!r} (A.7)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1165"/>
        <source>&apos;{key}&apos; is free text for the log (rule 3.1, 4.1)</source>
        <translation>&apos;{key}&apos; ist freier Text für das Protokoll (Regel 3.1, 4.1)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1174"/>
        <source>move &apos;type&apos; must be defensive, recovery or leading, not {raw_type!r} (rule 3.3)</source>
        <translation>move &apos;type&apos; muss defensive, recovery oder leading sein, nicht {raw_type!r} (Regel 3.3)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1186"/>
        <source>move &apos;stunt&apos; must be true or false (rule 3.2)</source>
        <translation>move &apos;stunt&apos; muss true oder false sein (Regel 3.2)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1193"/>
        <source>a Stunt needs a &apos;target&apos; number 1 to 6 (rule 3.7)</source>
        <translation>ein Stunt braucht als &apos;target&apos; eine Zahl von 1 bis 6 (Regel 3.7)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1201"/>
        <source>a Stunt&apos;s Target must be 1 to 6, not {target!r} (3.7)</source>
        <translation>der Zielwert eines Stunts muss 1 bis 6 sein, nicht {target!r} (3.7)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1209"/>
        <source>only a Stunt names a Target (rule 3.7)</source>
        <translation>nur ein Stunt nennt einen Zielwert (Regel 3.7)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1223"/>
        <source>only a Leading Move may {key} (rule 3.3c)</source>
        <translation>nur ein Führungszug darf {key} (Regel 3.3c)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1234"/>
        <source>a Defensive Move acts only on the Negative Trait just given ({actor_just_given}), not {trait!r} (rule 3.3a)</source>
        <translation>ein Verteidigungszug wirkt nur auf das gerade erhaltene negative Merkmal ({actor_just_given}), nicht auf {trait!r} (Regel 3.3a)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1248"/>
        <source>a Recovery Move must name the &apos;trait&apos; it changes (3.3b)</source>
        <translation>ein Erholungszug muss das Merkmal (&apos;trait&apos;) nennen, das er ändert (3.3b)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1255"/>
        <source>a Recovery Move changes an existing Trait; {trait_id!r} is not one (rule 3.3b)</source>
        <translation>ein Erholungszug ändert ein bestehendes Merkmal; {trait_id!r} ist keines (Regel 3.3b)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1270"/>
        <source>a Leading Move names no existing &apos;trait&apos; (rule 3.3c)</source>
        <translation>ein Führungszug nennt kein bestehendes Merkmal (&apos;trait&apos;) (Regel 3.3c)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1280"/>
        <source>a Leading Move carries exactly one of create_trait, create_element, destroy_element (rule 3.3c, A.7)</source>
        <translation>ein Führungszug enthält genau eines von create_trait, create_element, destroy_element (Regel 3.3c, A.7)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1306"/>
        <source>Scope must be {low} to {high}, not {scope!r} (rule 3.5, ruling R3)</source>
        <translation>die Reichweite muss {low} bis {high} sein, nicht {scope!r} (Regel 3.5, Auslegung R3)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1318"/>
        <source>pay_dice must be a whole number 0 or more (rule 3.6)</source>
        <translation>pay_dice muss eine ganze Zahl ab 0 sein (Regel 3.6)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1325"/>
        <source>pay_fortune must be a whole number 0 or more (rule 3.6)</source>
        <translation>pay_fortune muss eine ganze Zahl ab 0 sein (Regel 3.6)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1332"/>
        <source>pay_dice {pay_dice} + pay_fortune {pay_fortune} must equal the Scope {scope} (rule 3.6)</source>
        <translation>pay_dice {pay_dice} + pay_fortune {pay_fortune} muss die Reichweite {scope} ergeben (Regel 3.6)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1344"/>
        <source>pay_dice {pay_dice} is more than the pool of {pool} dice (rule 3.6)</source>
        <translation>pay_dice {pay_dice} ist mehr als der Pool von {pool} Würfeln (Regel 3.6)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1353"/>
        <source>{actor_id} has {actor_fortune} Fortune, cannot spend {fortune} (rule 3.6)</source>
        <translation>{actor_id} hat {actor_fortune} Fortuna und kann nicht {fortune} ausgeben (Regel 3.6)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1368"/>
        <source>destroying an Element needs 1 Fortune left after paying the Scope (rule 3.8e)</source>
        <translation>ein Element zu zerstören braucht 1 Fortuna, die nach dem Bezahlen der Reichweite übrig ist (Regel 3.8e)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1380"/>
        <source>&quot;dice&quot;: &quot;roll&quot; needs a top-level &quot;seed&quot; (A.7)</source>
        <translation>&quot;dice&quot;: &quot;roll&quot; braucht auf oberster Ebene einen &quot;seed&quot; (A.7)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1392"/>
        <source>&apos;dice&apos; must list the {left} rolled dice, or be &quot;roll&quot; (rule 3.8)</source>
        <translation>&apos;dice&apos; muss die {left} gewürfelten Würfel auflisten oder &quot;roll&quot; sein (Regel 3.8)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1401"/>
        <source>{count} dice given, but {left} are left after paying (pool {pool} - {pay_dice}) (rule 3.8)</source>
        <translation>{count} Würfel angegeben, aber nach dem Bezahlen sind {left} übrig (Pool {pool} - {pay_dice}) (Regel 3.8)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1415"/>
        <source>a die shows 1 to 6, not {face!r} (rule 3.8)</source>
        <translation>ein Würfel zeigt 1 bis 6, nicht {face!r} (Regel 3.8)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1463"/>
        <source>a Stunt looks for its Target</source>
        <translation>ein Stunt sucht seinen Zielwert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1465"/>
        <source>no dice are left to select</source>
        <translation>es sind keine Würfel zum Auswählen übrig</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1469"/>
        <source>&apos;select&apos; is refused here: {why} (rule 3.8)</source>
        <translation>&apos;select&apos; ist hier nicht erlaubt: {why} (Regel 3.8)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1479"/>
        <source>a non-Stunt Move with dice left must &apos;select&apos; one die (rule 3.8c)</source>
        <translation>ein Zug ohne Stunt mit übrigen Würfeln muss mit &apos;select&apos; einen Würfel wählen (Regel 3.8c)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1490"/>
        <source>select {select!r} is not one of the dice rolled {dice} (rule 3.8c)</source>
        <translation>select {select!r} ist keiner der gewürfelten Würfel {dice} (Regel 3.8c)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1505"/>
        <source>&apos;aid_from&apos; must list the helping Personae (rule 3.4c)</source>
        <translation>&apos;aid_from&apos; muss die helfenden Personae auflisten (Regel 3.4c)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1514"/>
        <source>aid_from names no Persona {helper_id!r} (rule 3.4c)</source>
        <translation>aid_from nennt keine Persona {helper_id!r} (Regel 3.4c)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1523"/>
        <source>a Persona cannot aid its own Move (rule 3.4c)</source>
        <translation>eine Persona kann ihrem eigenen Zug nicht helfen (Regel 3.4c)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1528"/>
        <source>{helper_id} is {helper_status} and gives no Aid (rule 3.4c, A.5)</source>
        <translation>{helper_id} ist {helper_status} und gibt keine Hilfe (Regel 3.4c, A.5)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1538"/>
        <source>{helper_id} is named twice in aid_from (A.8)</source>
        <translation>{helper_id} wird in aid_from zweimal genannt (A.8)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1548"/>
        <source>{what} must be non-empty text (A.7)</source>
        <translation>{what} muss ein nicht leerer Text sein (A.7)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1558"/>
        <source>id {ident!r} is already used (ids are unique, A.8)</source>
        <translation>die ID {ident!r} wird bereits verwendet (IDs sind eindeutig, A.8)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1568"/>
        <source>extra_fortune must be a whole number 0 or more (3.8e)</source>
        <translation>extra_fortune muss eine ganze Zahl ab 0 sein (3.8e)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1575"/>
        <source>extra_fortune {extra} is not on offer under ruling R5 cost: Power pays Threat per point (rules-spec A.9)</source>
        <translation>extra_fortune {extra} wird unter Auslegung R5 cost nicht angeboten: Kraft zahlt Bedrohung pro Punkt (Regelspezifikation A.9)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1588"/>
        <source>create_trait must be an object (A.7)</source>
        <translation>create_trait muss ein Objekt sein (A.7)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1594"/>
        <source>unknown key {key!r} in create_trait (A.7)</source>
        <translation>unbekannter Schlüssel {key!r} in create_trait (A.7)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1605"/>
        <source>{on} is {holder_status}: no new Traits on it (A.5)</source>
        <translation>{on} ist {holder_status}: keine neuen Merkmale darauf (A.5)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1617"/>
        <source>create_trait &apos;on&apos; names no Persona or Element: {on!r}</source>
        <translation>create_trait &apos;on&apos; nennt keine Persona und kein Element: {on!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1625"/>
        <source>a Trait created on an Element is Negative (rule 3.8e, A.8)</source>
        <translation>ein auf einem Element erzeugtes Merkmal ist negativ (Regel 3.8e, A.8)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1629"/>
        <source>a Trait created on a Persona is positive (rule 3.8e, A.8)</source>
        <translation>ein auf einer Persona erzeugtes Merkmal ist positiv (Regel 3.8e, A.8)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1640"/>
        <source>create_element must be an object (A.7)</source>
        <translation>create_element muss ein Objekt sein (A.7)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1646"/>
        <source>unknown key {key!r} in create_element (A.7)</source>
        <translation>unbekannter Schlüssel {key!r} in create_element (A.7)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1658"/>
        <source>destroy_element must be an object (A.7)</source>
        <translation>destroy_element muss ein Objekt sein (A.7)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1664"/>
        <source>unknown key {key!r} in destroy_element</source>
        <translation>unbekannter Schlüssel {key!r} in destroy_element</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1671"/>
        <source>destroy_element names no Element in play: {ident!r}</source>
        <translation>destroy_element nennt kein Element im Spiel: {ident!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1682"/>
        <source>affecting Traits are off (ruling R10)</source>
        <translation>beeinflussende Merkmale sind ausgeschaltet (Auslegung R10)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1688"/>
        <source>&apos;affecting&apos; must list {trait, score} objects (ruling R10)</source>
        <translation>&apos;affecting&apos; muss Objekte {trait, score} auflisten (Auslegung R10)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1697"/>
        <source>each affecting entry is {&quot;trait&quot;: id, &quot;score&quot;: risk|power} (R10)</source>
        <translation>jeder Eintrag in affecting ist {&quot;trait&quot;: id, &quot;score&quot;: risk|power} (R10)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1706"/>
        <source>affecting names no Trait in play: {trait_id!r} (R10)</source>
        <translation>affecting nennt kein Merkmal im Spiel: {trait_id!r} (R10)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1714"/>
        <source>affecting names Trait {trait_id!r} twice (R10)</source>
        <translation>affecting nennt das Merkmal {trait_id!r} zweimal (R10)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="1720"/>
        <source>an affecting Trait changes risk or power, not {score!r}</source>
        <translation>ein beeinflussendes Merkmal ändert risk oder power, nicht {score!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="2006"/>
        <source>{do} &apos;{key}&apos; names no Persona: {persona_id!r}</source>
        <translation>{do} &apos;{key}&apos; nennt keine Persona: {persona_id!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="2020"/>
        <source>choice must be one of {names}, not {raw!r}</source>
        <translation>choice muss eines von {names} sein, nicht {raw!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="2028"/>
        <source>{state_id} is {state_status} and takes no further part</source>
        <translation>{state_id} ist {state_status} und nimmt nicht mehr teil</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="2037"/>
        <source>{waiting} waits at Surrender 0: only its choice may come now (A.8)</source>
        <translation>{waiting} wartet bei Aufgeben 0: jetzt darf nur die eigene Wahl kommen (A.8)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="2049"/>
        <source>{state_id} has already risked {choice} (rule 5.3)</source>
        <translation>{state_id} hat {choice} bereits riskiert (Regel 5.3)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="2057"/>
        <source>{choice} is on offer only at Surrender 0; {state_id} is at {state_surrender} (rule 5, 5.4)</source>
        <translation>{choice} steht nur bei Aufgeben 0 zur Wahl; {state_id} steht bei {state_surrender} (Regel 5, 5.4)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="2077"/>
        <source>&apos;characteristic&apos; is accepted only when a Corruption applies (5.1)</source>
        <translation>&apos;characteristic&apos; wird nur angenommen, wenn eine Verderbnis greift (5.1)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="2087"/>
        <source>{name!r} is not one of {state_id}&apos;s lowest Characteristics ({lowest}) (rule 5.1)</source>
        <translation>{name!r} ist keine der niedrigsten Eigenschaften von {state_id} ({lowest}) (Regel 5.1)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="2172"/>
        <source>only a free Persona designates; {state_id} is {state_status} (rule 6)</source>
        <translation>nur eine freie Persona bestimmt; {state_id} ist {state_status} (Regel 6)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="2182"/>
        <source>only an active Persona may be designated; {target_id} is {target_status} (rule 6)</source>
        <translation>nur eine aktive Persona kann bestimmt werden; {target_id} ist {target_status} (Regel 6)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="2205"/>
        <source>compromise needs &apos;accepted&apos;: true or false (rule 6.2)</source>
        <translation>compromise braucht &apos;accepted&apos;: true oder false (Regel 6.2)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/challenge.py" line="2213"/>
        <source>a compromise &apos;offer&apos; is text (rule 6.2)</source>
        <translation>ein Kompromissangebot (&apos;offer&apos;) ist Text (Regel 6.2)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/rulings.py" line="108"/>
        <source>rulings must be an object like {&quot;R1&quot;: &quot;threat_vs_guard&quot;}</source>
        <translation>rulings muss ein Objekt sein wie {&quot;R1&quot;: &quot;threat_vs_guard&quot;}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/rulings.py" line="118"/>
        <source>unknown ruling {key!r} (rulings are R1 to R10, rules-spec A.6)</source>
        <translation>unbekannte Auslegung {key!r} (die Auslegungen sind R1 bis R10, Regelspezifikation A.6)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/rulings.py" line="130"/>
        <source>ruling {key} must be one of {names} or default, not {value!r}</source>
        <translation>die Auslegung {key} muss eine von {names} oder default sein, nicht {value!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/scenario.py" line="41"/>
        <source>{what} must be an object</source>
        <translation>{what} muss ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/scenario.py" line="47"/>
        <source>unknown key {key!r} in {what}</source>
        <translation>unbekannter Schlüssel {key!r} in {what}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/scenario.py" line="57"/>
        <source>{what} must be a list</source>
        <translation>{what} muss eine Liste sein</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/scenario.py" line="66"/>
        <source>{what} must be non-empty text, not {value!r}</source>
        <translation>{what} muss ein nicht leerer Text sein, nicht {value!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/scenario.py" line="76"/>
        <source>{what} must be a whole number, not {value!r}</source>
        <translation>{what} muss eine ganze Zahl sein, nicht {value!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/scenario.py" line="86"/>
        <source>{what} must be true or false, not {value!r}</source>
        <translation>{what} muss true oder false sein, nicht {value!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/scenario.py" line="118"/>
        <source>{where} scores lack {missing!r} (all twelve are needed)</source>
        <translation>in den Werten von {where} fehlt {missing!r} (alle zwölf werden gebraucht)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/scenario.py" line="173"/>
        <source>rules must be {rules_name!r}, not {rules!r}</source>
        <translation>rules muss {rules_name!r} sein, nicht {rules!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/scenario.py" line="182"/>
        <source>the scenario has no &apos;personae&apos;</source>
        <translation>das Szenario hat keine &apos;personae&apos;</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/scenario.py" line="191"/>
        <source>seed must be a whole number or text, not {seed!r}</source>
        <translation>seed muss eine ganze Zahl oder Text sein, nicht {seed!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/scores.py" line="116"/>
        <source>{what} must be a whole number ({low} to {high}), not {value!r}</source>
        <translation>{what} muss eine ganze Zahl sein ({low} bis {high}), nicht {value!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/starshine/scores.py" line="126"/>
        <source>{what} must be {low} to {high} (rules-spec A.1), not {value}</source>
        <translation>{what} muss {low} bis {high} sein (Regelspezifikation A.1), nicht {value}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/advancement.py" line="40"/>
        <source>setback: a penalty&apos;s degree is 1 or more, not {degree!r}</source>
        <translation>Rückschlag: der Grad einer Strafe ist 1 oder mehr, nicht {degree!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/advancement.py" line="72"/>
        <source>setback: {target_label} is not an Attribute, so the cost is not doubled</source>
        <translation>Rückschlag: {target_label} ist kein Attribut, also verdoppeln sich die Kosten nicht</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/advancement.py" line="80"/>
        <source>setback: {target_label} is an Attribute: the cost doubles</source>
        <translation>Rückschlag: {target_label} ist ein Attribut: die Kosten verdoppeln sich</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/advancement.py" line="108"/>
        <source>setback: the Setbacks cost {spent} failures but only {failures} came up</source>
        <translation>Rückschlag: die Rückschläge kosten {spent} Misserfolge, aber nur {failures} sind gefallen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/advancement.py" line="147"/>
        <source>experience: failures are 0 or more</source>
        <translation>Erfahrung: Misserfolge sind 0 oder mehr</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/advancement.py" line="168"/>
        <source>experience: raising a Trait or Resource needs one success</source>
        <translation>Erfahrung: ein Merkmal oder eine Ressource zu steigern braucht einen Erfolg</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/advancement.py" line="174"/>
        <source>experience: the optional decrease comes with an increase</source>
        <translation>Erfahrung: die freiwillige Senkung gibt es nur zusammen mit einer Steigerung</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/advancement.py" line="178"/>
        <source>experience: raising an Attribute needs three successes</source>
        <translation>Erfahrung: ein Attribut zu steigern braucht drei Erfolge</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/advancement.py" line="195"/>
        <source>experience: decrease a different Trait or Resource</source>
        <translation>Erfahrung: senke ein anderes Merkmal oder eine andere Ressource</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/advancement.py" line="209"/>
        <source>luck: a revision earns Luck at {low} to {high} words, not {words}</source>
        <translation>Glück: eine Überarbeitung bringt Glück bei {low} bis {high} Wörtern, nicht {words}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/carried.py" line="43"/>
        <source>setback: a permanent Setback lowered the sheet for good; it is not carried</source>
        <translation>Rückschlag: ein dauerhafter Rückschlag hat den Bogen endgültig gesenkt; er wird nicht übertragen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/carried.py" line="50"/>
        <source>setback: a Setback in effect needs the words that justified it</source>
        <translation>Rückschlag: ein wirksamer Rückschlag braucht die Worte, die ihn begründet haben</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/carried.py" line="56"/>
        <source>setback: a Setback in effect names the scene it came from</source>
        <translation>Rückschlag: ein wirksamer Rückschlag nennt die Szene, aus der er stammt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/character.py" line="86"/>
        <source>{kind}: {name} must be 1 to {max_trait_or_resource}, not {degree!r}</source>
        <translation>{kind}: {name} muss 1 bis {max_trait_or_resource} sein, nicht {degree!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/character.py" line="98"/>
        <source>attribute: {name} must be 1 or more, not {degree!r}</source>
        <translation>Attribut: {name} muss 1 oder mehr sein, nicht {degree!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/character.py" line="110"/>
        <source>attribute: {name} has no starting value</source>
        <translation>Attribut: {name} hat keinen Startwert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/character.py" line="115"/>
        <source>attribute: {name} cannot exceed twice its starting {start}</source>
        <translation>Attribut: {name} kann das Doppelte seines Startwerts {start} nicht übersteigen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/character.py" line="123"/>
        <source>luck: Luck is 0 to {luck_cap}, not {luck!r}</source>
        <translation>Glück: Glück ist 0 bis {luck_cap}, nicht {luck!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/character.py" line="129"/>
        <location filename="../../starshine_desktop/rules/statements/character.py" line="192"/>
        <source>drives: a character has at most {max_drives} Drives</source>
        <translation>Antriebe: eine Figur hat höchstens {max_drives} Antriebe</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/character.py" line="145"/>
        <source>factor: {name} has no {factor_kind} named {factor_name!r}</source>
        <translation>Faktor: {name} hat nichts vom Typ {factor_kind} namens {factor_name!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/character.py" line="168"/>
        <source>luck: earn 0 or more</source>
        <translation>Glück: verdiene 0 oder mehr</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/character.py" line="176"/>
        <source>luck: spend 0 or more</source>
        <translation>Glück: gib 0 oder mehr aus</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/character.py" line="179"/>
        <source>luck: {name} holds {luck} Luck, not {amount}</source>
        <translation>Glück: {name} hat {luck} Glück, nicht {amount}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/character.py" line="196"/>
        <source>drives: a Drive needs words</source>
        <translation>Antriebe: ein Antrieb braucht Worte</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/character.py" line="203"/>
        <location filename="../../starshine_desktop/rules/statements/character.py" line="216"/>
        <source>drives: there is no Drive number {number}</source>
        <translation>Antriebe: es gibt keinen Antrieb Nummer {number}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/character.py" line="208"/>
        <source>drives: a Drive needs words; remove it instead</source>
        <translation>Antriebe: ein Antrieb braucht Worte; entferne ihn stattdessen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/character.py" line="225"/>
        <source>experience: one success raises a Trait or Resource, not an Attribute</source>
        <translation>Erfahrung: ein Erfolg steigert ein Merkmal oder eine Ressource, kein Attribut</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/character.py" line="234"/>
        <source>experience: no Trait or Resource exceeds {max_trait_or_resource} ({factor_name} is already {max_trait_or_resource})</source>
        <translation>Erfahrung: kein Merkmal und keine Ressource übersteigt {max_trait_or_resource} ({factor_name} ist bereits {max_trait_or_resource})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/character.py" line="249"/>
        <source>experience: the optional decrease is to a Trait or Resource</source>
        <translation>Erfahrung: die freiwillige Senkung betrifft ein Merkmal oder eine Ressource</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/character.py" line="267"/>
        <source>experience: {name} cannot exceed twice its starting value ({cap})</source>
        <translation>Erfahrung: {name} kann das Doppelte des Startwerts nicht übersteigen ({cap})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/character.py" line="280"/>
        <source>setback: a reduction is 1 or more, not {amount!r}</source>
        <translation>Rückschlag: eine Senkung ist 1 oder mehr, nicht {amount!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/character.py" line="288"/>
        <source>setback: {factor_name} is {current}; an Attribute stays 1 or more, so it cannot lose {amount}</source>
        <translation>Rückschlag: {factor_name} ist {current}; ein Attribut bleibt bei 1 oder mehr, kann also nicht {amount} verlieren</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/character.py" line="301"/>
        <source>setback: {factor_name} is {current}; it cannot lose {amount} (at 0 it is gone)</source>
        <translation>Rückschlag: {factor_name} ist {current}; es kann nicht {amount} verlieren (bei 0 ist es weg)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/odds.py" line="25"/>
        <source>resolution: favouring and opposing sums are 0 or more</source>
        <translation>Auflösung: begünstigende und entgegenstehende Summen sind 0 oder mehr</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/odds.py" line="29"/>
        <source>resolution: a d(F+O) needs at least one favouring or opposing point</source>
        <translation>Auflösung: ein d(F+O) braucht mindestens einen begünstigenden oder entgegenstehenden Punkt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/odds.py" line="83"/>
        <source>resolution: give the three faces or a random source</source>
        <translation>Auflösung: gib die drei Augenzahlen oder eine Zufallsquelle an</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/odds.py" line="89"/>
        <source>resolution: a Statement is rolled {rolls} times, not {count}</source>
        <translation>Auflösung: für eine Aussage wird {rolls}-mal gewürfelt, nicht {count}-mal</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/odds.py" line="98"/>
        <source>resolution: a d{sides} shows 1 to {sides}, not {face!r}</source>
        <translation>Auflösung: ein d{sides} zeigt 1 bis {sides}, nicht {face!r}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="102"/>
        <source>opposing factor: {label} needs a degree of 1 or more</source>
        <translation>entgegenstehender Faktor: {label} braucht einen Grad von 1 oder mehr</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="178"/>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="189"/>
        <source>statement {player} #{order}: not rolled yet</source>
        <translation>Aussage {player} #{order}: noch nicht gewürfelt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="243"/>
        <source>scene: at least one player takes part</source>
        <translation>Szene: mindestens eine Spielerin oder ein Spieler nimmt teil</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="245"/>
        <source>scene: each player takes part once</source>
        <translation>Szene: alle nehmen nur einmal teil</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="260"/>
        <source>scene: {player} is not in this scene</source>
        <translation>Szene: {player} ist nicht in dieser Szene</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="278"/>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="282"/>
        <source>scene: Statements are made before any is rolled</source>
        <translation>Szene: Aussagen werden gemacht, bevor eine davon gewürfelt wird</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="306"/>
        <source>statements: {player} already made {max_statements} Statements</source>
        <translation>Aussagen: {player} hat bereits {max_statements} Aussagen gemacht</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="313"/>
        <source>statements: a Statement needs words</source>
        <translation>Aussagen: eine Aussage braucht Worte</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="316"/>
        <source>statements: a factor counts once in a Statement</source>
        <translation>Aussagen: ein Faktor zählt in einer Aussage nur einmal</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="322"/>
        <source>statements: {factor_label} is at 0 this scene (Setbacks in effect), so it cannot support a Statement</source>
        <translation>Aussagen: {factor_label} steht in dieser Szene auf 0 (wirksame Rückschläge) und kann daher keine Aussage stützen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="334"/>
        <source>statements: {factor_label} already supports {max_factor_uses} Statements this scene</source>
        <translation>Aussagen: {factor_label} stützt in dieser Szene bereits {max_factor_uses} Aussagen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="345"/>
        <source>statements: a difficulty modifier is 0 or {low} to {high}</source>
        <translation>Aussagen: ein Schwierigkeitsmodifikator ist 0 oder {low} bis {high}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="353"/>
        <source>statements: a Luck bid is 0 to {max_luck_bid}</source>
        <translation>Aussagen: ein Glücksgebot ist 0 bis {max_luck_bid}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="359"/>
        <source>statements: {player} bids {bids} Luck this scene but holds {character_luck}</source>
        <translation>Aussagen: {player} bietet in dieser Szene {bids} Glück, hat aber {character_luck}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="369"/>
        <source>statements: a Statement needs a favouring factor or a Luck bid</source>
        <translation>Aussagen: eine Aussage braucht einen begünstigenden Faktor oder ein Glücksgebot</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="375"/>
        <source>statements: {drive!r} is not one of {player}&apos;s Drives</source>
        <translation>Aussagen: {drive!r} ist keiner der Antriebe von {player}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="405"/>
        <source>statements: {against_label} is {now} this scene (Setbacks in effect count), not {against_degree}</source>
        <translation>Aussagen: {against_label} ist in dieser Szene {now} (wirksame Rückschläge zählen), nicht {against_degree}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="419"/>
        <source>statements: {character_name} has no Setback number {recovers!r} in effect to recover from</source>
        <translation>Aussagen: {character_name} hat keinen wirksamen Rückschlag Nummer {recovers!r}, von dem man sich erholen könnte</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="429"/>
        <source>statements: {text} wears off after this scene; only an indefinite Setback needs a recovery Statement</source>
        <translation>Aussagen: {text} vergeht nach dieser Szene; nur ein unbefristeter Rückschlag braucht eine Erholungsaussage</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="443"/>
        <source>statements: {owner}&apos;s {factor_label} is at 0 this scene (Setbacks in effect), so it cannot oppose a Statement</source>
        <translation>Aussagen: {factor_label} von {owner} steht in dieser Szene auf 0 (wirksame Rückschläge) und kann daher keiner Aussage entgegenstehen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="459"/>
        <source>statements: {player} has no Statement to withdraw</source>
        <translation>Aussagen: {player} hat keine Aussage, die zurückgezogen werden könnte</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="471"/>
        <source>statements: {first} has no Statement #{second}</source>
        <translation>Aussagen: {first} hat keine Aussage #{second}</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="482"/>
        <source>statements: support is +1 success and hindrance −1</source>
        <translation>Aussagen: Unterstützung ist +1 Erfolg und Behinderung −1</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="486"/>
        <source>statements: only a Statement of an earlier round supports or hinders</source>
        <translation>Aussagen: nur eine Aussage aus einer früheren Runde unterstützt oder behindert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="493"/>
        <source>statements: link before the later Statement&apos;s round is resolved</source>
        <translation>Aussagen: verknüpfe, bevor die Runde der späteren Aussage aufgelöst ist</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="499"/>
        <source>statements: these Statements are already linked</source>
        <translation>Aussagen: diese Aussagen sind bereits verknüpft</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="515"/>
        <source>scene: already resolved</source>
        <translation>Szene: bereits aufgelöst</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="519"/>
        <source>statements: {first} #{second} is already rolled</source>
        <translation>Aussagen: {first} #{second} ist bereits gewürfelt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="558"/>
        <source>resolution: roll round {round} first ({unrolled})</source>
        <translation>Auflösung: würfle zuerst Runde {round} ({unrolled})</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="579"/>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="632"/>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="657"/>
        <source>scene: already finished</source>
        <translation>Szene: bereits abgeschlossen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="583"/>
        <source>resolution: no Statement was made</source>
        <translation>Auflösung: es wurde keine Aussage gemacht</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="611"/>
        <source>resolution: no Statement is waiting for the table</source>
        <translation>Auflösung: keine Aussage wartet auf den Tisch</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="636"/>
        <source>luck: {player}&apos;s {trait} is at 0 this scene (Setbacks in effect)</source>
        <translation>Glück: {trait} von {player} steht in dieser Szene auf 0 (wirksame Rückschläge)</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="644"/>
        <source>luck: {player} already earned Luck from {trait} this scene</source>
        <translation>Glück: {player} hat in dieser Szene bereits Glück aus {trait} verdient</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="667"/>
        <source>scene: resolve every Statement before finishing</source>
        <translation>Szene: löse jede Aussage auf, bevor du abschließt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="703"/>
        <source>after the scene: resolve every Statement first</source>
        <translation>nach der Szene: löse zuerst jede Aussage auf</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="712"/>
        <source>setback: the GM applies {player}&apos;s Setbacks before the experience test</source>
        <translation>Rückschlag: die SL wendet die Rückschläge von {player} vor der Erfahrungsprobe an</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="720"/>
        <source>setback: justify a Setback by what happened in the scene</source>
        <translation>Rückschlag: begründe einen Rückschlag mit dem, was in der Szene geschah</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="726"/>
        <source>setback: a permanent Setback reduces a Trait, Attribute or Resource; name it</source>
        <translation>Rückschlag: ein dauerhafter Rückschlag senkt ein Merkmal, ein Attribut oder eine Ressource; nenne es</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="748"/>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="772"/>
        <source>experience: {player} generated no failures, so there is no test</source>
        <translation>Erfahrung: {player} hat keine Misserfolge erzeugt, also gibt es keine Probe</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="765"/>
        <source>experience: {player} already took the test for this scene</source>
        <translation>Erfahrung: {player} hat die Probe für diese Szene bereits abgelegt</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="791"/>
        <source>experience: {player} takes the experience test first</source>
        <translation>Erfahrung: {player} legt zuerst die Erfahrungsprobe ab</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="798"/>
        <source>experience: choose a Trait or Resource to raise, or an Attribute</source>
        <translation>Erfahrung: wähle ein Merkmal oder eine Ressource zum Steigern, oder ein Attribut</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="804"/>
        <source>experience: {player} already raised a Trait or Resource this scene</source>
        <translation>Erfahrung: {player} hat in dieser Szene bereits ein Merkmal oder eine Ressource gesteigert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="811"/>
        <source>experience: {player} already raised an Attribute this scene</source>
        <translation>Erfahrung: {player} hat in dieser Szene bereits ein Attribut gesteigert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="818"/>
        <source>experience: a new Trait or Resource needs a name</source>
        <translation>Erfahrung: ein neues Merkmal oder eine neue Ressource braucht einen Namen</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="839"/>
        <source>drives: {player} already changed a Drive after this scene</source>
        <translation>Antriebe: {player} hat nach dieser Szene bereits einen Antrieb geändert</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="846"/>
        <source>drives: justify the change by what happened in the scene</source>
        <translation>Antriebe: begründe die Änderung mit dem, was in der Szene geschah</translation>
    </message>
    <message>
        <location filename="../../starshine_desktop/rules/statements/scene.py" line="854"/>
        <source>drives: choose the Drive to change</source>
        <translation>Antriebe: wähle den Antrieb, der geändert wird</translation>
    </message>
</context>
</TS>
