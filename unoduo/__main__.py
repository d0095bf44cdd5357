"""``python -m unoduo``: the ``unoduo`` command, for when the console script is not on the PATH."""

from unoduo.cli.main import main

if __name__ == "__main__":
    main()
