#!/bin/sh
# Installs Steinkreis for this user: the app under ~/.local/share/steinkreis/app, an entry in
# the desktop menu, and a `steinkreis` command in ~/.local/bin. Run it from the unpacked
# archive. `install.sh --uninstall` removes all of that again; the player's games and
# settings stay where they are (and it says where).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
data="${XDG_DATA_HOME:-$HOME/.local/share}"
config="${XDG_CONFIG_HOME:-$HOME/.config}"
app="$data/steinkreis/app"
entry="$data/applications/steinkreis.desktop"
icon="$data/icons/hicolor/256x256/apps/steinkreis.png"
command="$HOME/.local/bin/steinkreis"

if [ "${1:-}" = "--uninstall" ]; then
    rm -rf "$app"
    rm -f "$entry" "$icon" "$command"
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$data/applications" 2>/dev/null || true
    echo "Steinkreis is removed."
    echo "Your games stay in $data/steinkreis and your settings in $config/steinkreis;"
    echo "delete those folders too if you want them gone."
    exit 0
fi
if [ -n "${1:-}" ]; then
    echo "usage: install.sh [--uninstall]" >&2
    exit 2
fi
if [ ! -x "$here/steinkreis" ]; then
    echo "install.sh must be run from the unpacked Steinkreis folder (steinkreis is not beside it)." >&2
    exit 1
fi

rm -rf "$app.new"
mkdir -p "$app.new"
cp -R "$here/." "$app.new/"
rm -rf "$app"
mv "$app.new" "$app"

mkdir -p "$(dirname "$entry")" "$(dirname "$icon")" "$(dirname "$command")"
cp "$here/steinkreis.png" "$icon"
sed "s|@APP@|$app|g" "$here/steinkreis.desktop" > "$entry"
ln -sf "$app/steinkreis" "$command"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$data/applications" 2>/dev/null || true

echo "Steinkreis is installed in $app."
echo "Start it from your desktop's menu (Games), or with the command: steinkreis"
case ":$PATH:" in
    *":$HOME/.local/bin:"*) ;;
    *) echo "(~/.local/bin is not on your PATH yet: log in again, or run $command)" ;;
esac
