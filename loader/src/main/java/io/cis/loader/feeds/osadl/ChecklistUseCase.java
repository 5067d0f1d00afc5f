package io.cis.loader.feeds.osadl;

/**
 * One use case of a checklist: its name as OSADL writes it ("Source code delivery OR Binary delivery"), its
 * obligations as OSLOC text (the lines below the {@code USE CASE} line, one tab less indented; {@code ""} when only
 * the JSON form is known) and as the OSLOC2JSON tree of the use case, in compact JSON with sorted keys.
 */
record ChecklistUseCase(String name, String text, String json) {
}
