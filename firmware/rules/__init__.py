"""Rules help, one module per game and language (`<game>_en`, `<game>_de`), each a tuple
PAGES of short paragraphs summarising RULINGS.md.  Loaded only while shown, then released."""
