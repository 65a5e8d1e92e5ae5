"""One timed `puente build` of a corpus, for the highlighting benchmarks in Benchmarks/run.sh."""
import glob
import os
import subprocess
import time


def timed_build(puente, corpus, env_extra=None, cold=False):
    """Seconds one `puente build` of `corpus` takes; `cold` first removes every highlight cache file, whatever
    its format version (highlight-v6.bin and later)."""
    for cache in glob.glob(os.path.join(corpus, ".puente-cache", "highlight-*")) if cold else []:
        os.remove(cache)
    env = dict(os.environ, **(env_extra or {}))
    start = time.monotonic()
    subprocess.run([puente, "build"], cwd=corpus, env=env, check=True, capture_output=True)
    return time.monotonic() - start
