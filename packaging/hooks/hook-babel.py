"""PyInstaller hook for Babel in the standalone app: only the locale data the box's languages
read (English as en_GB, German as de_DE, and the locales they inherit from), not Babel's
whole 35 MB of locales. PyInstaller prefers this hook to its own (--additional-hooks-dir)."""

from PyInstaller.utils.hooks import collect_data_files

#: the locale files Babel reads for en_GB and de_DE (each locale and its parents), and its
#: global data
KEPT = {"global.dat", "root.dat", "en.dat", "en_001.dat", "en_GB.dat", "de.dat", "de_DE.dat"}

datas = [(source, target) for source, target in collect_data_files("babel") if source.rsplit("/", 1)[-1] in KEPT]
