"""Self-play training of the learned bot with PyTorch (the optional ``train`` extra: ``pip install 'unoduo[train]'``).

:mod:`unoduo.train.ppo` owns the network and the PPO update (masked categorical policy, learned value, GAE, per
seat in self-play); :mod:`unoduo.train.loop` the rollouts on the fast lane's lanes, checkpoints and the export to
the weights format of :mod:`unoduo.net`; :mod:`unoduo.train.run` the run of ``unoduo train`` (the time budget,
the resume, the curve). Torch is imported only here, never by inference.
"""
