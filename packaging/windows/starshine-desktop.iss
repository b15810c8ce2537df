; Inno Setup script of the Windows installer of Starshine Desktop (Inno Setup 6.2 or later).
;
; It installs the PyInstaller bundle (dist\starshine-desktop\, built by packaging\build.py)
; for the current user, without administrator rights, into
; %LOCALAPPDATA%\Programs\Starshine Desktop; adds a Start-menu entry (and, if ticked, a desktop
; icon); and makes campaign files (.starshine) and links to shared campaigns
; (.starshine-link) open in the app with a double-click, with the
; app's icon. Uninstalling removes the program, the entries and the association; the
; campaigns, backups, settings and logs in the user's data folder stay (they are never under
; the program's folder).
;
; Build: packaging\windows\build_installer.py, which builds the bundle and passes the name,
; version and paths below (see docs/packaging.md). By hand:
;   iscc /DAppVersion=0.1.0 /DBundleDir=..\..\dist\starshine-desktop
;        /DIconFile=..\..\build\generated\starshine.ico /DOutputDir=..\..\dist
;        packaging\windows\starshine-desktop.iss

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z (packaging\windows\build_installer.py does)
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\starshine-desktop"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\generated\starshine.ico"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif

#define AppName "Starshine Desktop"
#define ExeName "starshine-desktop.exe"
#define CampaignProgId "StarshineDesktop.Campaign"
#define LinkProgId "StarshineDesktop.Link"

[Setup]
; The AppId identifies the installation across versions: never change it.
AppId={{6F1C2A4E-8B57-4C8E-9E0B-5A7D3C21F4B9}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppName}
VersionInfoVersion={#AppVersion}
; Per user, no administrator rights: {autopf} is %LOCALAPPDATA%\Programs, the registry is HKCU.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
UninstallDisplayIcon={app}\{#ExeName}
UninstallDisplayName={#AppName}
SetupIconFile={#IconFile}
OutputDir={#OutputDir}
OutputBaseFilename=starshine-desktop-{#AppVersion}-windows-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Tell Explorer the associations changed, so icons and double-clicks work at once.
ChangesAssociations=yes
LicenseFile=..\..\LICENSE

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole onedir bundle; the executable is the windowed one (console=False in the spec).
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#ExeName}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#ExeName}"; Tasks: desktopicon

[Registry]
; .starshine -> the app's ProgID, under HKEY_CURRENT_USER\Software\Classes (HKA for a
; per-user install). uninsdeletekey / uninsdeletevalue remove them on uninstall.
Root: HKA; Subkey: "Software\Classes\.starshine\OpenWithProgids"; ValueType: string; ValueName: "{#CampaignProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#CampaignProgId}"; ValueType: string; ValueName: ""; ValueData: "Starshine campaign"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#CampaignProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#ExeName},0"
Root: HKA; Subkey: "Software\Classes\{#CampaignProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#ExeName}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#ExeName}\SupportedTypes"; ValueType: string; ValueName: ".starshine"; ValueData: ""; Flags: uninsdeletekey
; .starshine-link (a link to a shared campaign on a server) opens in the app the same way.
Root: HKA; Subkey: "Software\Classes\.starshine-link\OpenWithProgids"; ValueType: string; ValueName: "{#LinkProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#LinkProgId}"; ValueType: string; ValueName: ""; ValueData: "Link to a shared Starshine campaign"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#LinkProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#ExeName},0"
Root: HKA; Subkey: "Software\Classes\{#LinkProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#ExeName}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#ExeName}\SupportedTypes"; ValueType: string; ValueName: ".starshine-link"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#ExeName}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Only the program's own folder: the user's campaigns, backups and logs live in
; %LOCALAPPDATA%\Starshine Desktop (or STARSHINE_HOME) and are kept.
Type: dirifempty; Name: "{app}"
