"""Keeps the committed picture of the package graph in step with the manifests, and proves what
Scripts/graph draws.

Checks that this workspace's docs/architecture.dot is what Scripts/graph reads from the manifests
now and that docs/architecture.svg was rendered from it. The rest runs on a small workspace of its
own (Scripts/lib/fixture_workspace.py: App, an interface, a live package, an engine, a feature, a
core and a support package), never on the example packages: every kind gets its own style and a
legend entry, edges to the support package are dotted, a new package makes the check fail and
`make graph` (Scripts/graph) brings it back, rewriting the same files byte for byte when run twice,
and --no-external leaves the external packages out."""


import fixture_workspace
import script_testing
from script_testing import WORKSPACE, run

PICTURES = ("architecture.dot", "architecture.svg", "architecture.png")


class GraphTest(script_testing.ScriptTestCase):
    def test_committed_graph_matches_the_manifests(self) -> None:
        self.assertSucceeds(run(WORKSPACE, "Scripts/graph", "--check"))

    def test_every_kind_is_drawn_apart_with_a_legend(self) -> None:
        workspace = fixture_workspace.create(self.root)
        self.assertSucceeds(run(workspace, "Scripts/graph"))
        text = (workspace / "docs" / "architecture.dot").read_text()
        styles = {}
        for package, kind in [
            ("App (tide-cli)", "app"), ("TideFeature", "feature"), ("TideClientLive", "live"),
            ("Support", "support"), ("TideClient", "interface"), ("Cores", "core"), ("Engines", "engine"),
        ]:
            node = next((line for line in text.splitlines() if line.strip().startswith(f'"{package}" [')), None)
            self.assertIsNotNone(node, f"{package} is not drawn:\n{text}")
            styles[kind] = node.split("[", 1)[1].split(", label=")[0].split(", tooltip=")[0]
            legend = next((line for line in text.splitlines() if line.strip().startswith(f'"legend {kind}" [')), "")
            self.assertIn(styles[kind], legend, f"the legend has no {kind} drawn as {package} is:\n{text}")
        self.assertEqual(len(set(styles.values())), len(styles), f"two kinds share a style: {styles}")
        for edge in (
            '"TideFeature" -> "Support" [style=dotted',
            '"TideClientLive" -> "TideClient";',
            '"TideClientLive" -> "Engines";',
            '"TideFeature" -> "Cores";',
            # A package of one kind's targets lists them.
            '"Cores" [shape=hexagon',
            'label="Cores\\nTideCore"',
        ):
            self.assertIn(edge, text)

    def test_a_new_package_is_caught_and_make_graph_draws_it(self) -> None:
        workspace = fixture_workspace.create(self.root)
        self.assertSucceeds(run(workspace, "Scripts/graph"))
        # Made by hand, not by a scaffolder, which would redraw the graph itself.
        fixture_workspace.add_package(workspace, "WeatherClient")
        fixture_workspace.add_package(workspace, "WeatherClientLive", dependencies=["WeatherClient"])
        stale = run(workspace, "Scripts/graph", "--check")
        self.assertFails(stale, '+  "WeatherClientLive" -> "WeatherClient";', "run `make graph`")

        self.assertSucceeds(run(workspace, "Scripts/graph"))
        first = {name: (workspace / "docs" / name).read_bytes() for name in PICTURES}
        self.assertIn(b"WeatherClientLive", first["architecture.svg"])
        self.assertSucceeds(run(workspace, "Scripts/graph"))
        second = {name: (workspace / "docs" / name).read_bytes() for name in PICTURES}
        changed = [name for name in PICTURES if first[name] != second[name]]
        self.assertEqual(changed, [], "make graph is not deterministic: these changed between two runs")
        self.assertSucceeds(run(workspace, "Scripts/graph", "--check"))

    def test_the_scaffolders_redraw_the_graph(self) -> None:
        workspace = fixture_workspace.create(self.root)
        self.assertSucceeds(run(workspace, "Scripts/graph"))
        self.assertSucceeds(run(workspace, "Scripts/new-client", "Weather"))
        self.assertSucceeds(run(workspace, "Scripts/new-feature", "Forecast", "--uses", "Weather"))
        self.assertSucceeds(run(workspace, "Scripts/graph", "--check"))
        text = (workspace / "docs" / "architecture.dot").read_text()
        self.assertIn('"ForecastFeature" -> "WeatherClient";', text)

    def test_external_packages_can_be_hidden(self) -> None:
        workspace = fixture_workspace.create(self.root)
        self.assertSucceeds(run(workspace, "Scripts/new-client", "Weather"))
        self.assertSucceeds(run(workspace, "Scripts/graph"))
        self.assertIn("swift-dependencies", (workspace / "docs" / "architecture.dot").read_text())
        self.assertSucceeds(run(workspace, "Scripts/graph", "--no-external"))
        text = (workspace / "docs" / "architecture.dot").read_text()
        for external in ("swift-dependencies", "cluster_external", '"legend external"'):
            self.assertNotIn(external, text)
        self.assertIn('"WeatherClientLive" -> "WeatherClient";', text)
