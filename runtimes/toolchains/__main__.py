import sys

from runtimes.toolchains.table import TABLE, built, make


def main(argv):
    if not argv or argv[0] in ("-h", "--help"):
        for name, (what, rel, _) in TABLE.items():
            print("%-16s %-5s %-40s %s" % (name, "built" if built(name) else "-", rel, what))
        return 0
    for name in argv:
        print(make(name))
    return 0


sys.exit(main(sys.argv[1:]))
