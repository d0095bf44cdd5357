"""The HTTP and WebSocket server: the FastAPI application, its middleware and static files.

``app.create_app`` assembles the pieces (the hub, the coach, accounts, the routers of :mod:`unoduo.web.api`);
``ws`` is the WebSocket endpoint; ``security`` the Origin check, headers and language; ``assets`` the browser
app's files; ``error_handlers`` the API's errors as JSON.
"""
