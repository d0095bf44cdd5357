"""The coach: post-game reviews and hints, computed in worker processes.

Kept free of imports: ``analysis_jobs`` is preloaded in the forkserver's workers, which must not import FastAPI
or the hub through this package.
"""
