// ICUDataStub has nothing to import: it defines ICU's data symbol for the linker (ICUDataStub.c).
