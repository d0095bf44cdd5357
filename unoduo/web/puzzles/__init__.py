"""The server side of the puzzle page: a shipped puzzle (``unoduo.puzzles``) as the page shows it, the answer
checked, explained and rated, and the order the next puzzle comes in.

:mod:`.payload` builds what the API sends: the position as the table's ``state`` message from the solver's
seat (the lessons' frame, built by the game WebSocket's encoder, so no hidden card and no answer is in it),
the actions with their labels, and after an answer the coach's numbers and their explanation in words.
:mod:`.rating` rates an account's first answer to a puzzle with Glicko-2, the puzzle being the opponent at its
fixed rating, apart from the game ratings. The routes are ``unoduo.web.api.puzzles``; the tables
``unoduo.storage.accounts.puzzles``; docs/puzzles.md is the reference.
"""
