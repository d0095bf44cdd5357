"""The JSON API's routes, one router per concern, included by :func:`unoduo.web.server.app.create_app`.

Each handler finds the server's parts on ``request.app.state`` (``hub``, ``accounts``, ``coach``, ``limits``,
``stats``, ``assets``), set by ``create_app`` and its lifespan.
"""
