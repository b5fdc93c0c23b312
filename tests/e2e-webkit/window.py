"""One WebKitGTK WebView in a bare window of an exact size, for WebKitWebDriver to drive.

WebKitGTK's MiniBrowser cannot go below 447 px wide (its toolbar), so a phone's 390 px viewport
needs a window that holds nothing but the page. WebKitWebDriver starts this with --automation;
--size=WIDTHxHEIGHT is the viewport, --user-script=JS runs before each page's own scripts (what
Playwright's init scripts do; classic WebDriver has none).
"""

import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402


def option(name, default):
    prefix = f"--{name}="
    return next((arg[len(prefix):] for arg in sys.argv[1:] if arg.startswith(prefix)), default)


width, height = (int(n) for n in option("size", "1280x800").split("x"))
user_script = option("user-script", "")

# Ephemeral: nothing of a run (storage, cache) is written to disk or seen by the next run.
context = WebKit2.WebContext.new_ephemeral()
context.set_automation_allowed("--automation" in sys.argv)
content = WebKit2.UserContentManager()
if user_script:
    content.add_script(
        WebKit2.UserScript(
            user_script,
            WebKit2.UserContentInjectedFrames.TOP_FRAME,
            WebKit2.UserScriptInjectionTime.START,
            None,
            None,
        )
    )
view = WebKit2.WebView(web_context=context, user_content_manager=content, is_controlled_by_automation=True)
window = Gtk.Window()
window.set_default_size(width, height)
window.add(view)
window.connect("destroy", Gtk.main_quit)
view.connect("close", lambda _view: window.destroy())


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("consorcio-webkit-window")
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    session.set_application_info(info)
    # The session's one browsing context is this window's view (no new windows are asked for).
    session.connect("create-web-view", lambda _session: view)


context.connect("automation-started", automation_started)
window.show_all()
Gtk.main()
