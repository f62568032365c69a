"""Tests for the launchers in bin/ (ycsb, ycsb.sh), the registry and the workload files.

Run from the repository root:

    python3 -m unittest discover -s scripts/launcher-tests -v

Standard library only. The launchers are shims around one Java implementation,
site.ycsb.launcher.LauncherMain, so core must be compiled first (core/target/classes, as
"./mvnw -pl core package" or any reactor build leaves it). Every test copies the launchers into
a temporary folder laid out as a distribution or as a source tree, with a fake "java" and, for
the source tree, a fake "mvnw" that records how it was called and "builds" by writing jars.
The fake java runs LauncherMain on the real JVM (from core/target/classes) and, for anything
else, prints its arguments as JSON instead of starting the client. The logic itself (registry,
argument splitting, staleness, redaction) is tested in Java: core's site.ycsb.launcher tests.
"""

import json
import os
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time
import unittest
import zipfile

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.path.join(REPO, "bin")
WORKLOADS = os.path.join(REPO, "workloads")
LAUNCHER_CLASSES = os.path.join(REPO, "core", "target", "classes")
LAUNCHER_MAIN = "site.ycsb.launcher.LauncherMain"


def real_java():
    java_home = os.environ.get("JAVA_HOME")
    if java_home and os.path.isfile(os.path.join(java_home, "bin", "java")):
        return os.path.join(java_home, "bin", "java")
    return shutil.which("java")


REAL_JAVA = real_java()

FAKE_JAVA = """#!%(python)s
import json, os, signal, sys, time
args = sys.argv[1:]
if "%(main)s" in args:
    # the launcher's own JVM: the real one, with the real LauncherMain
    rest = args[args.index("%(main)s") + 1:]
    os.execv(%(java)r, [%(java)r, "-cp", %(classes)r, "%(main)s"] + rest)
if os.environ.get("FAKE_JAVA_WAIT_FOR_SIGNAL"):
    def on_signal(signum, frame):
        print("caught %%d" %% signum, flush=True)
        sys.exit(40 + signum)
    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGINT, on_signal)
    print("ready", flush=True)
    time.sleep(30)
    sys.exit(99)
if os.environ.get("FAKE_JAVA_READ_P"):
    # what the JVM would read from the first -P file (a pipe given as /dev/fd/N must still be open here)
    with open(args[args.index("-P") + 1]) as handle:
        sys.stderr.write("read: " + handle.read())
print(json.dumps(args))
sys.exit(int(os.environ.get("FAKE_JAVA_EXIT", "0")))
"""

# Fake Maven wrapper: records its arguments, then writes each module's jar (or fails).
FAKE_MVNW = """#!%(python)s
import os, sys, zipfile
home = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(home, "mvnw.log"), "a") as log:
    log.write(" ".join(sys.argv[1:]) + "\\n")
if os.environ.get("FAKE_MVN_FAIL"):
    sys.stderr.write("[ERROR] fake compilation failure\\n")
    sys.exit(1)
modules = sys.argv[sys.argv.index("-pl") + 1].split(",")
for module in modules:
    if os.environ.get("FAKE_MVN_KEEP_JARS") and os.path.isdir(os.path.join(home, module, "target")):
        continue  # as Maven does when the jar's content would not change
    artifact = module if module in ("core", "report") else module + "-binding"
    entry = "site/ycsb/report/ReportMain.class" if module == "report" else "site/ycsb/Client.class"
    target = os.path.join(home, module, "target")
    os.makedirs(os.path.join(target, "dependency"), exist_ok=True)
    with zipfile.ZipFile(os.path.join(target, artifact + "-1.0.0-SNAPSHOT.jar"), "w") as jar:
        jar.writestr(entry, b"")
"""

MODULE_POM = """<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <parent>
    <groupId>site.ycsb</groupId>
    <artifactId>root</artifactId>
    <version>1.0.0-SNAPSHOT</version>
  </parent>
  <artifactId>%s</artifactId>
</project>
"""


def write_executable(path, text):
    with open(path, "w") as handle:
        handle.write(text)
    os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)


REPORT_ENTRIES = ("site/ycsb/report/ReportMain.class", "site/ycsb/report/ReportBuilder.class")


def artifact_of(module):
    """The artifactId the launchers look for: core and report as named, bindings + -binding."""
    return module if module in ("core", "report") else module + "-binding"


def write_jar(path, entries=("site/ycsb/Client.class",)):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with zipfile.ZipFile(path, "w") as jar:
        for entry in entries:
            jar.writestr(entry, b"")


def set_mtime(path, seconds_from_now):
    moment = time.time() + seconds_from_now
    os.utime(path, (moment, moment))


def available_shells():
    shells = []
    for name in ("dash", "bash", "sh"):
        path = shutil.which(name)
        if path and os.path.realpath(path) not in [os.path.realpath(s) for s in shells]:
            shells.append(path)
    return shells


class Result(object):
    def __init__(self, completed):
        self.code = completed.returncode
        self.stdout = completed.stdout
        self.stderr = completed.stderr

    @property
    def all_java_args(self):
        """The arguments the fake java received (it prints them as one JSON line)."""
        for line in self.stdout.splitlines():
            if line.startswith("["):
                return json.loads(line)
        raise AssertionError("java was not run; stderr: %s" % self.stderr)

    @property
    def java_args(self):
        """The arguments but the -Dycsb.binding=NAME load, run and shell add after the class path (see
        test_the_binding_name_as_typed_is_passed)."""
        return [a for a in self.all_java_args if not a.startswith("-Dycsb.binding=")]

    def __repr__(self):
        return "Result(code=%r, stdout=%r, stderr=%r)" % (self.code, self.stdout, self.stderr)


class LauncherTestBase(unittest.TestCase):
    """A temporary YCSB home with copies of the launchers and a fake JDK."""

    launcher = "ycsb"

    def setUp(self):
        self.assertTrue(os.path.isfile(os.path.join(LAUNCHER_CLASSES, *LAUNCHER_MAIN.split("."))
                                       + ".class"),
                        "compile core first (./mvnw -B -pl core package): no LauncherMain in "
                        + LAUNCHER_CLASSES)
        self.assertIsNotNone(REAL_JAVA, "no java to run LauncherMain with")
        self.home = tempfile.mkdtemp(prefix="ycsb-launcher-test-")
        self.addCleanup(shutil.rmtree, self.home, True)
        os.makedirs(os.path.join(self.home, "bin"))
        for name in ("ycsb", "ycsb.sh", "bindings.properties"):
            shutil.copy2(os.path.join(BIN, name), os.path.join(self.home, "bin", name))
        self.jdk = os.path.join(self.home, "fake-jdk")
        os.makedirs(os.path.join(self.jdk, "bin"))
        self.java = os.path.join(self.jdk, "bin", "java")
        write_executable(self.java, FAKE_JAVA % {"python": sys.executable, "main": LAUNCHER_MAIN,
                                                  "java": REAL_JAVA, "classes": LAUNCHER_CLASSES})
        self.env = dict(os.environ)
        for name in ("YCSB_NO_BUILD", "YCSB_DEBUG", "FAKE_JAVA_EXIT", "FAKE_MVN_FAIL",
                     "FAKE_JAVA_WAIT_FOR_SIGNAL", "FAKE_MVN_KEEP_JARS"):
            self.env.pop(name, None)
        self.env["JAVA_HOME"] = self.jdk

    def path(self, *parts):
        return os.path.join(self.home, *parts)

    def command(self, args, launcher=None, shell=None):
        launcher = launcher or self.launcher
        script = self.path("bin", launcher)
        if launcher == "ycsb":
            return [sys.executable, script] + list(args)
        return [shell or "sh", script] + list(args)

    def run_launcher(self, *args, **options):
        env = dict(self.env)
        env.update(options.pop("env", {}))
        completed = subprocess.run(self.command(args, **options), env=env,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   universal_newlines=True, timeout=120)
        return Result(completed)

    # -- layouts ---------------------------------------------------------------------

    def make_distribution(self, bindings=(), core_entries=("site/ycsb/Client.class",),
                          report_entries=None):
        write_jar(self.path("lib", "core-1.0.0-SNAPSHOT.jar"), core_entries)
        write_jar(self.path("lib", "HdrHistogram-2.2.2.jar"), ("org/HdrHistogram/X.class",))
        for module in bindings:
            write_jar(self.path(module + "-binding", "lib", module + "-binding-1.0.0.jar"))
        if report_entries is not None:
            # as the assembly lays it out: report/lib/ with the report jar and its own dependencies
            write_jar(self.path("report", "lib", "report-1.0.0-SNAPSHOT.jar"), report_entries)
            write_jar(self.path("report", "lib", "jfreechart-1.5.6.jar"), ("org/jfree/X.class",))

    def make_source_tree(self, modules=("core",), built=True, wrapper=True):
        with open(self.path("pom.xml"), "w") as handle:
            handle.write(MODULE_POM % "root")
        if wrapper:
            write_executable(self.path("mvnw"), FAKE_MVNW % {"python": sys.executable})
        for module in modules:
            artifact = artifact_of(module)
            os.makedirs(self.path(module), exist_ok=True)
            with open(self.path(module, "pom.xml"), "w") as handle:
                handle.write(MODULE_POM % artifact)
            source = self.path(module, "src", "main", "java", "site", "ycsb", "X.java")
            os.makedirs(os.path.dirname(source), exist_ok=True)
            with open(source, "w") as handle:
                handle.write("class X {}\n")
            set_mtime(source, -100)
            set_mtime(self.path(module, "pom.xml"), -100)
            if built:
                target = self.path(module, "target")
                write_jar(os.path.join(target, artifact + "-1.0.0-SNAPSHOT.jar"),
                          REPORT_ENTRIES if module == "report" else ("site/ycsb/Client.class",))
                write_jar(os.path.join(target, artifact + "-1.0.0-SNAPSHOT-sources.jar"))
                os.makedirs(os.path.join(target, "dependency"), exist_ok=True)

    def mvnw_calls(self):
        try:
            with open(self.path("mvnw.log")) as handle:
                return handle.read().splitlines()
        except OSError:
            return []

    def assert_usage_error(self, result, *fragments):
        self.assertEqual(result.code, 2, result)
        self.assertNotIn("Traceback", result.stderr)
        self.assertEqual(result.stdout, "")
        lines = result.stderr.strip().splitlines()
        self.assertEqual(len(lines), 1, result.stderr)
        for fragment in fragments:
            self.assertIn(fragment, lines[0])


# ======================================================================================
# Registry
# ======================================================================================

class RegistryTest(unittest.TestCase):

    # Parsing (names, classes, modules, malformed lines, duplicates, the shipped file) is
    # tested in Java: core's site.ycsb.launcher.BindingRegistryTest.

    def test_launchers_do_not_duplicate_the_registry(self):
        # Binding classes live only in bindings.properties.
        for name in ("ycsb", "ycsb.sh", "ycsb.bat"):
            with open(os.path.join(BIN, name), encoding="utf-8") as handle:
                text = handle.read()
            for class_name in ("BasicDB", "MemoryDB", "RedisClient", "MongoDbClient",
                               "CouchbaseClient", "MemcachedClient"):
                self.assertNotIn(class_name, text, "%s mentions %s" % (name, class_name))
            self.assertIn("bindings.properties", text)

    def test_file_modes_and_line_ends(self):
        for name in ("ycsb", "ycsb.sh"):
            path = os.path.join(BIN, name)
            self.assertTrue(os.access(path, os.X_OK), name + " is not executable")
            with open(path, "rb") as handle:
                self.assertNotIn(b"\r\n", handle.read())
        with open(os.path.join(BIN, "ycsb.bat"), "rb") as handle:
            data = handle.read()
        self.assertEqual(data.count(b"\n"), data.count(b"\r\n"), "ycsb.bat needs CRLF")


# ======================================================================================
# Python launcher: argument translation (distribution layout)
# ======================================================================================

class ArgumentTranslationTest(LauncherTestBase):

    def setUp(self):
        LauncherTestBase.setUp(self)
        self.make_distribution(bindings=("redis", "couchbase"))
        self.cp = self.path("lib", "*")

    def test_load(self):
        result = self.run_launcher("load", "basic", "-P", "workloads/workloada",
                                   "-p", "recordcount=10", "-threads", "4", "-s")
        self.assertEqual(result.code, 0, result)
        self.assertEqual(result.java_args, [
            "-cp", self.cp, "site.ycsb.Client", "-db", "site.ycsb.BasicDB",
            "-P", "workloads/workloada", "-p", "recordcount=10", "-threads", "4", "-s",
            "-load"])

    def test_run(self):
        result = self.run_launcher("run", "memory", "-P", "a", "-P", "b", "-target", "100",
                                   "-l", "my label")
        self.assertEqual(result.java_args, [
            "-cp", self.cp, "site.ycsb.Client", "-db", "site.ycsb.db.MemoryDB",
            "-P", "a", "-P", "b", "-target", "100", "-l", "my label", "-t"])

    def test_shell(self):
        result = self.run_launcher("shell", "basic", "-p", "x=1")
        self.assertEqual(result.java_args, [
            "-cp", self.cp, "site.ycsb.CommandLine", "-db", "site.ycsb.BasicDB", "-p", "x=1"])

    def test_extra_classpath_is_appended(self):
        result = self.run_launcher("run", "basic", "-cp", "/opt/a.jar", "-P", "w",
                                   "-cp", "/opt/b")
        self.assertEqual(result.java_args[:2],
                         ["-cp", os.pathsep.join([self.cp, "/opt/a.jar", "/opt/b"])])
        self.assertEqual(result.java_args[2:], [
            "site.ycsb.Client", "-db", "site.ycsb.BasicDB", "-P", "w", "-t"])

    def test_jvm_args_are_split_shell_style_and_come_first(self):
        result = self.run_launcher("load", "basic", "-P", "w",
                                   "-jvm-args", "-Xmx2g '-Dname=a b' -Dx=\"y z\"")
        self.assertEqual(result.java_args[:4], ["-Xmx2g", "-Dname=a b", "-Dx=y z", "-cp"])
        self.assertEqual(result.java_args[-1], "-load")
        self.assertNotIn("-jvm-args", result.java_args)

    def test_launcher_options_before_the_binding(self):
        result = self.run_launcher("run", "-jvm-args", "-Xss1m", "-cp", "/x", "basic", "-s")
        self.assertEqual(result.java_args, [
            "-Xss1m", "-cp", os.pathsep.join([self.cp, "/x"]), "site.ycsb.Client",
            "-db", "site.ycsb.BasicDB", "-s", "-t"])

    def test_option_values_are_not_taken_for_the_binding(self):
        result = self.run_launcher("load", "-P", "workloads/workloada", "basic")
        self.assertEqual(result.java_args[3:],
                         ["-db", "site.ycsb.BasicDB", "-P", "workloads/workloada", "-load"])

    def test_alias_uses_the_shared_class_and_module(self):
        for alias in ("couchbase", "couchbase2", "couchbase3"):
            with self.subTest(alias=alias):
                result = self.run_launcher("run", alias)
                self.assertEqual(result.code, 0, result)
                self.assertEqual(result.java_args, [
                    "-cp", os.pathsep.join([self.cp, self.path("couchbase-binding", "lib", "*")]),
                    "site.ycsb.Client", "-db", "site.ycsb.db.couchbase.CouchbaseClient", "-t"])

    def test_the_binding_name_as_typed_is_passed(self):
        # For the metrics' binding label: the name the user typed, also where names share a class.
        for name in ("basic", "memory", "couchbase", "couchbase2", "couchbase3"):
            with self.subTest(name=name):
                args = self.run_launcher("run", name).all_java_args
                self.assertEqual(args[2:4], ["-Dycsb.binding=" + name, "site.ycsb.Client"])
        args = self.run_launcher("shell", "redis").all_java_args
        self.assertEqual(args[2:4], ["-Dycsb.binding=redis", "site.ycsb.CommandLine"])

    def test_command_line_is_printed_on_stderr(self):
        result = self.run_launcher("load", "basic", "-p", "a=b c")
        last = result.stderr.strip().splitlines()[-1]
        self.assertTrue(last.startswith(self.java + " "), last)
        self.assertIn("site.ycsb.Client -db site.ycsb.BasicDB -p 'a=b c' -load", last)

    def test_a_workload_file_given_as_a_pipe_reaches_java(self):
        # -P <(generate ...): the shell passes /dev/fd/N, open in the launcher; 0.17.0's launcher let java
        # inherit it, and so must this one (Python 3 closes descriptors by default).
        for launcher in ("ycsb", "ycsb.sh"):
            with self.subTest(launcher=launcher):
                read_end, write_end = os.pipe()
                os.write(write_end, b"recordcount=42\n")
                os.close(write_end)
                try:
                    env = dict(self.env, FAKE_JAVA_READ_P="1")
                    completed = subprocess.run(
                        self.command(("run", "basic", "-P", "/dev/fd/%d" % read_end), launcher=launcher),
                        env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True,
                        timeout=120, pass_fds=(read_end,))
                finally:
                    os.close(read_end)
                self.assertEqual(completed.returncode, 0, completed.stderr)
                self.assertIn("read: recordcount=42", completed.stderr)

    def test_exit_code_of_java_is_returned(self):
        result = self.run_launcher("run", "basic", env={"FAKE_JAVA_EXIT": "3"})
        self.assertEqual(result.code, 3)

    def test_unknown_binding(self):
        result = self.run_launcher("load", "nosuchdb", "-P", "w")
        self.assert_usage_error(result, "unknown binding 'nosuchdb'", "basic", "redis",
                                "couchbase3")

    def test_unknown_command(self):
        result = self.run_launcher("frobnicate", "basic")
        self.assert_usage_error(result, "unknown command 'frobnicate'", "load", "run", "shell",
                                "sweep", "report")

    def test_missing_binding(self):
        self.assert_usage_error(self.run_launcher("load"), "needs a binding")
        self.assert_usage_error(self.run_launcher("run", "-P", "w"), "needs a binding")

    def test_missing_option_value(self):
        self.assert_usage_error(self.run_launcher("load", "basic", "-cp"), "-cp needs a value")
        # Not the -load/-t the launcher appends: that would become the value ("workload file '-t'").
        for option in ("-P", "-p", "-threads", "-target", "-l"):
            with self.subTest(option=option):
                result = self.run_launcher("run", "basic", "-s", option)
                self.assert_usage_error(result, "option %s needs a value" % option)

    def test_debug_shows_traceback(self):
        result = self.run_launcher("load", "nosuchdb", env={"YCSB_DEBUG": "1"})
        self.assertNotEqual(result.code, 0)
        self.assertIn("at site.ycsb.launcher.", result.stderr)

    def test_java_home_without_java_falls_back_to_path(self):
        env = {"JAVA_HOME": self.path("no-such-jdk"),
               "PATH": os.path.join(self.jdk, "bin") + os.pathsep + self.env["PATH"]}
        result = self.run_launcher("run", "basic", env=env)
        self.assertEqual(result.code, 0, result)
        self.assertIn("has no bin/java", result.stderr)
        self.assertEqual(result.java_args[-1], "-t")

    def test_runs_through_a_symlink(self):
        link_dir = tempfile.mkdtemp(prefix="ycsb-link-")
        self.addCleanup(shutil.rmtree, link_dir, True)
        link = os.path.join(link_dir, "ycsb")
        os.symlink(self.path("bin", "ycsb"), link)
        completed = subprocess.run([sys.executable, link, "run", "basic"], env=self.env,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   universal_newlines=True)
        self.assertEqual(Result(completed).java_args[:2], ["-cp", self.cp])


class RedactionTest(LauncherTestBase):
    """The java command line printed on stderr never shows a secret (rules: CommandTextTest)."""

    def test_secret_properties_and_uri_passwords_are_masked(self):
        self.make_distribution()
        result = self.run_launcher(
            "run", "basic", "-p", "redis.password=hunter2", "-p",
            "mongodb.url=mongodb://bob:s3cret@db:27017/ycsb",
            "-jvm-args", "-Djavax.net.ssl.trustStorePassword=changeit", "-p", "recordcount=10")
        self.assertEqual(result.code, 0, result)
        line = result.stderr.strip().splitlines()[-1]
        self.assertNotIn("hunter2", line)
        self.assertNotIn("s3cret", line)
        self.assertNotIn("changeit", line)
        self.assertIn("redis.password=*****", line)
        self.assertIn("mongodb://bob:*****@db:27017/ycsb", line)
        self.assertIn("recordcount=10", line)
        # the client itself gets the real values
        self.assertIn("redis.password=hunter2", result.java_args)


class HelpTest(LauncherTestBase):

    def test_help_lists_bindings_from_the_registry(self):
        self.make_distribution(bindings=("redis",))
        with open(self.path("bin", "bindings.properties"), "a") as handle:
            handle.write("\nextra-db:com.example.ExtraDB:extra\n")
        for flag in ("--help", "-h", "help"):
            with self.subTest(flag=flag):
                result = self.run_launcher(flag)
                self.assertEqual(result.code, 0, result)
                for name in ("basic", "memory", "redis", "mongodb", "memcached",
                             "mysql-memcached", "couchbase", "couchbase2", "couchbase3",
                             "extra-db"):
                    self.assertIn("    " + name + " ", result.stdout)
                self.assertIn("com.example.ExtraDB", result.stdout)
                self.assertIn("-jvm-args", result.stdout)
                self.assertIn("not in this distribution", result.stdout)  # mongodb etc.

    def test_no_arguments_prints_usage_to_stderr(self):
        self.make_distribution()
        result = self.run_launcher()
        self.assertEqual(result.code, 2)
        self.assertIn("Usage:", result.stderr)
        self.assertEqual(result.stdout, "")


# ======================================================================================
# Python launcher: distribution layout
# ======================================================================================

class DistributionLayoutTest(LauncherTestBase):

    def test_core_bindings_use_lib_only(self):
        self.make_distribution(bindings=("redis",))
        for name in ("basic", "basicts", "memory"):
            result = self.run_launcher("run", name)
            self.assertEqual(result.java_args[:2], ["-cp", self.path("lib", "*")])

    def test_binding_adds_its_lib_folder(self):
        self.make_distribution(bindings=("redis", "mysql-memcached"))
        result = self.run_launcher("load", "mysql-memcached")
        self.assertEqual(result.java_args[:5], [
            "-cp", os.pathsep.join([self.path("lib", "*"),
                                    self.path("mysql-memcached-binding", "lib", "*")]),
            "site.ycsb.Client", "-db", "site.ycsb.db.MysqlMemcachedClient"])

    def test_missing_binding_folder_is_reported(self):
        self.make_distribution(bindings=("redis",))
        result = self.run_launcher("load", "mongodb", "-P", "w")
        self.assertEqual(result.code, 1, result)
        self.assertNotIn("Traceback", result.stderr)
        self.assertIn("binding 'mongodb' is not present in this distribution", result.stderr)
        self.assertEqual(len(result.stderr.strip().splitlines()), 1)

    def test_sweep_and_report_not_in_this_build(self):
        self.make_distribution()
        self.assert_usage_error(self.run_launcher("sweep", "results/"),
                                "'sweep' command is not available in this build",
                                "not in the core jar")
        self.assert_usage_error(self.run_launcher("report", "results/"),
                                "'report' command is not available in this distribution",
                                "no report/lib/ folder")

    def test_report_jar_without_report_main(self):
        self.make_distribution(report_entries=("site/ycsb/report/Other.class",))
        self.assert_usage_error(self.run_launcher("report", "results/", "-o", "out"),
                                "'report' command is not available in this build",
                                "site.ycsb.report.ReportMain is not in the report jar")

    def test_sweep_and_report_pass_all_arguments(self):
        self.make_distribution(bindings=("redis",), core_entries=(
            "site/ycsb/Client.class", "site/ycsb/sweep/SweepMain.class"),
            report_entries=REPORT_ENTRIES)
        result = self.run_launcher("report", "results/a", "results/b", "-o", "out",
                                   "-jvm-args", "-Xmx1g")
        self.assertEqual(result.code, 0, result)
        args = result.java_args
        # the report's JVM defaults first, then the user's -jvm-args (later flags win)
        self.assertEqual(args[:3], ["-XX:TieredStopAtLevel=1", "-Djava.awt.headless=true", "-Xmx1g"])
        # core's lib/ and the report module's own jars (report/lib/, as the assembly lays it out)
        self.assertEqual(args[args.index("-cp") + 1],
                         os.pathsep.join([self.path("lib", "*"), self.path("report", "lib", "*")]))
        self.assertEqual(args[args.index("-cp") + 2:],
                         ["site.ycsb.report.ReportMain", "results/a", "results/b", "-o", "out"])
        self.assertIn("-Dycsb.home=" + self.home, args)

        # sweep: a binding named first (or with -db) brings its jars; arguments unchanged.
        result = self.run_launcher("sweep", "redis", "-P", "workloads/workloada",
                                   "-threads", "8,16")
        args = result.java_args
        self.assertEqual(args[args.index("-cp") + 1],
                         os.pathsep.join([self.path("lib", "*"),
                                          self.path("redis-binding", "lib", "*")]))
        self.assertEqual(args[args.index("-cp") + 2:],
                         ["site.ycsb.sweep.SweepMain", "redis", "-P", "workloads/workloada",
                          "-threads", "8,16"])
        result = self.run_launcher("sweep", "-db", "site.ycsb.db.RedisClient", "-P", "w")
        args = result.java_args
        self.assertIn(self.path("redis-binding", "lib", "*"), args[args.index("-cp") + 1])

    def test_no_layout_at_all(self):
        result = self.run_launcher("run", "basic")
        self.assertEqual(result.code, 1)
        self.assertIn("cannot find YCSB", result.stderr)
        self.assertNotIn("Traceback", result.stderr)


# ======================================================================================
# Python launcher: source tree, staleness detection and automatic build
# ======================================================================================

class SourceLayoutTest(LauncherTestBase):

    def age_jar(self, module):
        """Makes the module's jar older than its sources (which are 100 s old)."""
        artifact = "core" if module == "core" else module + "-binding"
        set_mtime(self.path(module, "target", artifact + "-1.0.0-SNAPSHOT.jar"), -200)

    def core_cp(self):
        return [self.path("core", "target", "core-1.0.0-SNAPSHOT.jar"),
                self.path("core", "target", "dependency", "*")]

    def test_fresh_build_is_used_without_building(self):
        self.make_source_tree()
        result = self.run_launcher("run", "basic", "-P", "w")
        self.assertEqual(result.code, 0, result)
        self.assertEqual(self.mvnw_calls(), [])
        self.assertNotIn("building", result.stderr)
        self.assertEqual(result.java_args, ["-cp", os.pathsep.join(self.core_cp()),
                                            "site.ycsb.Client", "-db", "site.ycsb.BasicDB",
                                            "-P", "w", "-t"])

    def test_binding_module_classpath(self):
        self.make_source_tree(modules=("core", "redis"))
        result = self.run_launcher("load", "redis")
        self.assertEqual(self.mvnw_calls(), [])
        self.assertEqual(result.java_args[:2], ["-cp", os.pathsep.join(self.core_cp() + [
            self.path("redis", "target", "redis-binding-1.0.0-SNAPSHOT.jar"),
            self.path("redis", "target", "dependency", "*")])])

    def test_missing_jar_triggers_build(self):
        self.make_source_tree(built=False)
        result = self.run_launcher("load", "memory")
        self.assertEqual(result.code, 0, result)
        self.assertIn("ycsb: building core (first run or sources changed)...", result.stderr)
        self.assertEqual(self.mvnw_calls(), ["-q -B -DskipTests -Dcheckstyle.skip -pl core -am package"])
        self.assertEqual(result.java_args[:2], ["-cp", os.pathsep.join(self.core_cp())])

    def test_changed_core_source_triggers_build(self):
        self.make_source_tree()
        self.age_jar("core")
        set_mtime(self.path("core", "src", "main", "java", "site", "ycsb", "X.java"), -10)
        result = self.run_launcher("run", "basic")
        self.assertEqual(result.code, 0, result)
        self.assertIn("building core", result.stderr)
        self.assertEqual(len(self.mvnw_calls()), 1)
        # the fake build wrote a new jar: the next run does not build again
        self.run_launcher("run", "basic")
        self.assertEqual(len(self.mvnw_calls()), 1)

    def test_a_build_that_leaves_the_jar_unchanged_is_not_repeated(self):
        # Maven does not rewrite a jar whose content is the same (a source touched, not changed)
        self.make_source_tree()
        self.age_jar("core")
        set_mtime(self.path("core", "src", "main", "java", "site", "ycsb", "X.java"), -10)
        result = self.run_launcher("run", "basic", env={"FAKE_MVN_KEEP_JARS": "1"})
        self.assertEqual(result.code, 0, result)
        self.run_launcher("run", "basic", env={"FAKE_MVN_KEEP_JARS": "1"})
        self.assertEqual(len(self.mvnw_calls()), 1)

    def test_new_resource_file_triggers_build(self):
        self.make_source_tree()
        resource = self.path("core", "src", "main", "resources", "x.properties")
        os.makedirs(os.path.dirname(resource))
        with open(resource, "w") as handle:
            handle.write("a=b\n")
        self.age_jar("core")
        self.run_launcher("run", "basic")
        self.assertEqual(len(self.mvnw_calls()), 1)

    def test_changed_binding_source_builds_core_and_binding(self):
        self.make_source_tree(modules=("core", "redis"))
        self.age_jar("redis")
        set_mtime(self.path("redis", "src", "main", "java", "site", "ycsb", "X.java"), -10)
        result = self.run_launcher("run", "redis")
        self.assertEqual(result.code, 0, result)
        self.assertIn("ycsb: building core,redis (first run or sources changed)...",
                      result.stderr)
        self.assertEqual(self.mvnw_calls(), ["-q -B -DskipTests -Dcheckstyle.skip -pl core,redis -am package"])

    def test_test_sources_do_not_trigger_build(self):
        self.make_source_tree()
        test_source = self.path("core", "src", "test", "java", "T.java")
        os.makedirs(os.path.dirname(test_source))
        with open(test_source, "w") as handle:
            handle.write("class T {}\n")
        set_mtime(test_source, +50)
        self.run_launcher("run", "basic")
        self.assertEqual(self.mvnw_calls(), [])

    def test_build_failure(self):
        self.make_source_tree(built=False)
        result = self.run_launcher("load", "basic", env={"FAKE_MVN_FAIL": "1"})
        self.assertNotEqual(result.code, 0)
        self.assertIn("build failed", result.stderr)
        self.assertIn("fake compilation failure", result.stderr)
        self.assertNotIn("Traceback", result.stderr)
        self.assertEqual(result.stdout, "")  # java did not run; Maven output went to stderr

    def test_falls_back_to_mvn_on_path(self):
        self.make_source_tree(built=False, wrapper=False)
        tools = self.path("tools")
        os.makedirs(tools)
        write_executable(os.path.join(tools, "mvn"), FAKE_MVNW.replace(
            'home = os.path.dirname(os.path.abspath(__file__))', 'home = os.getcwd()')
            % {"python": sys.executable})
        result = self.run_launcher("run", "basic",
                                   env={"PATH": tools + os.pathsep + self.env["PATH"]})
        self.assertEqual(result.code, 0, result)
        self.assertEqual(self.mvnw_calls(), ["-q -B -DskipTests -Dcheckstyle.skip -pl core -am package"])

    def test_no_build_setting(self):
        self.make_source_tree(built=False)
        result = self.run_launcher("run", "basic", env={"YCSB_NO_BUILD": "1"})
        self.assertEqual(result.code, 1)
        self.assertIn("not built", result.stderr)
        self.assertEqual(self.mvnw_calls(), [])

    def test_module_missing_from_source_tree(self):
        self.make_source_tree()
        result = self.run_launcher("load", "couchbase2", "-P", "w")
        self.assertEqual(result.code, 1, result)
        self.assertIn("binding 'couchbase2' is not built in this source tree", result.stderr)
        self.assertIn("couchbase/", result.stderr)
        self.assertNotIn("Traceback", result.stderr)
        self.assertEqual(self.mvnw_calls(), [])

    def report_cp(self):
        return [self.path("report", "target", "report-1.0.0-SNAPSHOT.jar"),
                self.path("report", "target", "dependency", "*")]

    def test_report_uses_the_report_module_jars(self):
        self.make_source_tree(modules=("core", "report"))
        result = self.run_launcher("report", "results", "-o", "out")
        self.assertEqual(result.code, 0, result)
        self.assertEqual(self.mvnw_calls(), [])
        args = result.java_args
        self.assertEqual(args[args.index("-cp") + 1],
                         os.pathsep.join(self.core_cp() + self.report_cp()))
        self.assertEqual(args[args.index("-cp") + 2:],
                         ["site.ycsb.report.ReportMain", "results", "-o", "out"])

    def test_report_module_is_built_on_demand(self):
        self.make_source_tree(modules=("core", "report"), built=False)
        result = self.run_launcher("report", "results", "-o", "out")
        self.assertEqual(result.code, 0, result)
        # the shim builds core (LauncherMain is in it), LauncherMain then what the command needs
        self.assertIn("ycsb: building core (first run or sources changed)...", result.stderr)
        self.assertIn("ycsb: building core,report (first run or sources changed)...", result.stderr)
        self.assertEqual(self.mvnw_calls(), ["-q -B -DskipTests -Dcheckstyle.skip -pl core -am package",
                                             "-q -B -DskipTests -Dcheckstyle.skip -pl core,report -am package"])
        args = result.java_args
        self.assertEqual(args[args.index("-cp") + 1],
                         os.pathsep.join(self.core_cp() + self.report_cp()))

    def test_stale_report_module_is_rebuilt(self):
        self.make_source_tree(modules=("core", "report"))
        set_mtime(self.path("report", "target", "report-1.0.0-SNAPSHOT.jar"), -200)
        result = self.run_launcher("report", "results", "-o", "out")
        self.assertEqual(result.code, 0, result)
        self.assertEqual(self.mvnw_calls(), ["-q -B -DskipTests -Dcheckstyle.skip -pl core,report -am package"])

    def test_report_without_report_module(self):
        self.make_source_tree()
        result = self.run_launcher("report", "results", "-o", "out")
        self.assert_usage_error(result, "'report' command is not available in this source tree",
                                "no report/ module")
        self.assertEqual(self.mvnw_calls(), [])

    # The staleness rules themselves (pom.xml, resources, hidden files, artifactId) are
    # tested in Java: core's site.ycsb.launcher.SourceLayoutTest.


# ======================================================================================
# Python launcher: signals
# ======================================================================================

@unittest.skipIf(os.name == "nt", "POSIX signals")
class SignalForwardingTest(LauncherTestBase):

    def check_forwarding(self, signum):
        self.make_distribution()
        env = dict(self.env, FAKE_JAVA_WAIT_FOR_SIGNAL="1")
        process = subprocess.Popen(self.command(["run", "basic"]), env=env,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   universal_newlines=True)
        try:
            self.assertEqual(process.stdout.readline().strip(), "ready")
            process.send_signal(signum)
            stdout, stderr = process.communicate(timeout=20)
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()
        self.assertIn("caught %d" % signum, stdout)
        self.assertEqual(process.returncode, 40 + signum)
        self.assertNotIn("Traceback", stderr)

    def test_sigterm_is_forwarded(self):
        self.check_forwarding(signal.SIGTERM)

    def test_sigint_is_forwarded(self):
        self.check_forwarding(signal.SIGINT)


# ======================================================================================
# ycsb.sh
# ======================================================================================

@unittest.skipIf(os.name == "nt" or not available_shells(), "needs a POSIX shell")
class ShellLauncherTest(LauncherTestBase):

    launcher = "ycsb.sh"

    def for_each_shell(self, check):
        for shell in available_shells():
            with self.subTest(shell=shell):
                check(shell)

    def test_distribution_translation(self):
        self.make_distribution(bindings=("couchbase",))
        cp = self.path("lib", "*")

        def check(shell):
            result = self.run_launcher("load", "basic", "-P", "workloads/workloada",
                                       "-p", "recordcount=10", "-s", shell=shell)
            self.assertEqual(result.code, 0, result)
            self.assertEqual(result.java_args, [
                "-cp", cp, "site.ycsb.Client", "-db", "site.ycsb.BasicDB",
                "-P", "workloads/workloada", "-p", "recordcount=10", "-s", "-load"])
            result = self.run_launcher("run", "-cp", "/x y/a.jar", "couchbase2",
                                       "-l", "two words", shell=shell)
            self.assertEqual(result.java_args, [
                "-cp", ":".join([cp, self.path("couchbase-binding", "lib", "*"), "/x y/a.jar"]),
                "site.ycsb.Client", "-db", "site.ycsb.db.couchbase.CouchbaseClient",
                "-l", "two words", "-t"])
            result = self.run_launcher("shell", "memory", shell=shell)
            self.assertEqual(result.java_args, [
                "-cp", cp, "site.ycsb.CommandLine", "-db", "site.ycsb.db.MemoryDB"])
            last = result.stderr.strip().splitlines()[-1]
            self.assertTrue(last.startswith(self.java + " -cp '"), last)
        self.for_each_shell(check)

    def test_jvm_args(self):
        self.make_distribution()

        def check(shell):
            result = self.run_launcher("run", "basic", "-jvm-args", "-Xmx1g '-Dname=a b'",
                                       shell=shell)
            self.assertEqual(result.java_args[:3], ["-Xmx1g", "-Dname=a b", "-cp"])
            # characters a shell would act on are not evaluated: plain blank splitting
            result = self.run_launcher("run", "basic", "-jvm-args", "-Da=$HOME -Db=x;y",
                                       shell=shell)
            self.assertEqual(result.java_args[:3], ["-Da=$HOME", "-Db=x;y", "-cp"])
        self.for_each_shell(check)

    def test_errors(self):
        self.make_distribution()

        def check(shell):
            self.assert_usage_error(self.run_launcher("load", "nosuchdb", shell=shell),
                                    "unknown binding 'nosuchdb'", "basic", "couchbase3")
            self.assert_usage_error(self.run_launcher("go", "basic", shell=shell),
                                    "unknown command 'go'")
            self.assert_usage_error(self.run_launcher("sweep", "x", shell=shell),
                                    "'sweep' command is not available in this build")
            result = self.run_launcher("run", "redis", shell=shell)
            self.assertEqual(result.code, 1)
            self.assertIn("binding 'redis' is not present in this distribution",
                          result.stderr)
            result = self.run_launcher("run", "basic", shell=shell, env={"FAKE_JAVA_EXIT": "5"})
            self.assertEqual(result.code, 5)
            for option in ("-P", "-threads", "-l"):
                self.assert_usage_error(self.run_launcher("run", "basic", option, shell=shell),
                                        "option %s needs a value" % option)
        self.for_each_shell(check)

    def test_help(self):
        self.make_distribution()

        def check(shell):
            result = self.run_launcher("--help", shell=shell)
            self.assertEqual(result.code, 0)
            for name in ("basic", "memory", "redis", "mysql-memcached", "couchbase3"):
                self.assertIn("    " + name + " ", result.stdout)
            self.assertEqual(self.run_launcher(shell=shell).code, 2)
        self.for_each_shell(check)

    def test_sweep_passes_arguments(self):
        self.make_distribution(bindings=("redis",), core_entries=(
            "site/ycsb/Client.class", "site/ycsb/sweep/SweepMain.class"))

        def check(shell):
            result = self.run_launcher("sweep", "redis", "-P", "w", "-threads", "8,16",
                                       shell=shell)
            args = result.java_args
            self.assertEqual(args[args.index("-cp") + 1], ":".join(
                [self.path("lib", "*"), self.path("redis-binding", "lib", "*")]))
            self.assertEqual(args[args.index("-cp") + 2:],
                             ["site.ycsb.sweep.SweepMain", "redis", "-P", "w",
                              "-threads", "8,16"])
        self.for_each_shell(check)

    def test_sweep_option_values_are_not_taken_for_the_binding(self):
        self.make_distribution(bindings=("redis",), core_entries=(
            "site/ycsb/Client.class", "site/ycsb/sweep/SweepMain.class"))

        def check(shell):
            result = self.run_launcher("sweep", "--out", "results/s", "--repeat", "2", "redis",
                                       "-P", "w", shell=shell)
            args = result.java_args
            self.assertEqual(args[args.index("-cp") + 1], ":".join(
                [self.path("lib", "*"), self.path("redis-binding", "lib", "*")]))
            self.assertEqual(args[args.index("-cp") + 2:],
                             ["site.ycsb.sweep.SweepMain", "--out", "results/s", "--repeat", "2",
                              "redis", "-P", "w"])
        self.for_each_shell(check)

    def test_report_uses_the_report_module(self):
        self.make_distribution(report_entries=REPORT_ENTRIES)

        def check(shell):
            result = self.run_launcher("report", "results/a", "-o", "out", "-jvm-args", "-Xmx2g",
                                       shell=shell)
            self.assertEqual(result.code, 0, result)
            args = result.java_args
            self.assertEqual(args[:3], ["-XX:TieredStopAtLevel=1", "-Djava.awt.headless=true",
                                        "-Xmx2g"])
            self.assertEqual(args[args.index("-cp") + 1],
                             ":".join([self.path("lib", "*"), self.path("report", "lib", "*")]))
            self.assertEqual(args[args.index("-cp") + 2:],
                             ["site.ycsb.report.ReportMain", "results/a", "-o", "out"])
        self.for_each_shell(check)

    def test_plan_runs_in_the_report_module(self):
        self.make_distribution(report_entries=REPORT_ENTRIES + ("site/ycsb/plan/PlanMain.class",))

        def check(shell):
            result = self.run_launcher("plan", "plans/local-demo.yaml", "--out", "o", "--dry-run",
                                       "-p", "x=1", shell=shell)
            self.assertEqual(result.code, 0, result)
            args = result.java_args
            self.assertEqual(args[0], "-Djava.awt.headless=true")
            self.assertIn("-Dycsb.home=" + self.home, args)
            self.assertEqual(args[args.index("-cp") + 1],
                             ":".join([self.path("lib", "*"), self.path("report", "lib", "*")]))
            self.assertEqual(args[args.index("-cp") + 2:],
                             ["site.ycsb.plan.PlanMain", "plans/local-demo.yaml", "--out", "o",
                              "--dry-run", "-p", "x=1"])
        self.for_each_shell(check)

    def test_report_missing_from_distribution(self):
        self.make_distribution()

        def check(shell):
            self.assert_usage_error(self.run_launcher("report", "r", "-o", "o", shell=shell),
                                    "'report' command is not available in this distribution",
                                    "no report/lib/ folder")
        self.for_each_shell(check)

    def test_report_in_source_tree(self):
        self.make_source_tree(modules=("core", "report"))

        def check(shell):
            result = self.run_launcher("report", "r", "-o", "o", shell=shell)
            self.assertEqual(result.code, 0, result)
            args = result.java_args
            self.assertEqual(args[args.index("-cp") + 1], ":".join([
                self.path("core", "target", "core-1.0.0-SNAPSHOT.jar"),
                self.path("core", "target", "dependency", "*"),
                self.path("report", "target", "report-1.0.0-SNAPSHOT.jar"),
                self.path("report", "target", "dependency", "*")]))
        self.for_each_shell(check)
        shutil.rmtree(self.path("report"))

        def check_missing(shell):
            self.assert_usage_error(self.run_launcher("report", "r", "-o", "o", shell=shell),
                                    "'report' command is not available in this source tree")
        self.for_each_shell(check_missing)
        self.assertEqual(self.mvnw_calls(), [])

    def test_source_tree(self):
        self.make_source_tree(modules=("core", "redis"))

        def check(shell):
            result = self.run_launcher("run", "redis", shell=shell)
            self.assertEqual(result.code, 0, result)
            self.assertEqual(result.java_args[:2], ["-cp", ":".join([
                self.path("core", "target", "core-1.0.0-SNAPSHOT.jar"),
                self.path("core", "target", "dependency", "*"),
                self.path("redis", "target", "redis-binding-1.0.0-SNAPSHOT.jar"),
                self.path("redis", "target", "dependency", "*")])])
            self.assertNotIn("warning", result.stderr)
            result = self.run_launcher("run", "mongodb", shell=shell)
            self.assertEqual(result.code, 1)
            self.assertIn("binding 'mongodb' is not built in this source tree", result.stderr)
        self.for_each_shell(check)
        self.assertEqual(self.mvnw_calls(), [])  # nothing was stale

    def test_source_tree_stale_and_missing(self):
        # ycsb.sh builds like bin/ycsb: both run the same LauncherMain
        self.make_source_tree()

        def check(shell):
            set_mtime(self.path("core", "target", "core-1.0.0-SNAPSHOT.jar"), -200)
            calls = len(self.mvnw_calls())
            result = self.run_launcher("run", "basic", shell=shell)
            self.assertEqual(result.code, 0, result)
            self.assertIn("ycsb: building core (first run or sources changed)...", result.stderr)
            self.assertEqual(len(self.mvnw_calls()), calls + 1)
            result = self.run_launcher("run", "basic", shell=shell, env={"YCSB_NO_BUILD": "1"})
            self.assertEqual(result.code, 0, result)
            set_mtime(self.path("core", "target", "core-1.0.0-SNAPSHOT.jar"), -200)
            result = self.run_launcher("run", "basic", shell=shell, env={"YCSB_NO_BUILD": "1"})
            self.assertIn("is newer than core/target/core-1.0.0-SNAPSHOT.jar (YCSB_NO_BUILD is set, "
                          "not rebuilding)", result.stderr)
            self.assertEqual(len(self.mvnw_calls()), calls + 1)
        self.for_each_shell(check)

        def check_missing(shell):
            shutil.rmtree(self.path("core", "target"))
            result = self.run_launcher("run", "basic", shell=shell, env={"YCSB_NO_BUILD": "1"})
            self.assertEqual(result.code, 1)
            self.assertIn("core not built and YCSB_NO_BUILD is set", result.stderr)
            self.assertIn("-pl core -am package", result.stderr)
            result = self.run_launcher("run", "basic", shell=shell)
            self.assertEqual(result.code, 0, result)
            self.assertIn("building core", result.stderr)
            self.assertEqual(result.java_args[-1], "-t")
        self.for_each_shell(check_missing)


# ======================================================================================
# Workload files
# ======================================================================================

def read_properties(path):
    properties = {}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            key, _, value = line.partition("=")
            properties[key.strip()] = value.strip()
    return properties


class WorkloadFilesTest(unittest.TestCase):

    EXPECTED = {
        "workloada": dict(readproportion=0.5, updateproportion=0.5, requestdistribution="zipfian"),
        "workloadb": dict(readproportion=0.95, updateproportion=0.05,
                          requestdistribution="zipfian"),
        "workloadc": dict(readproportion=1, requestdistribution="zipfian"),
        "workloadd": dict(readproportion=0.95, insertproportion=0.05,
                          requestdistribution="latest"),
        "workloade": dict(scanproportion=0.95, insertproportion=0.05,
                          requestdistribution="zipfian", maxscanlength="100",
                          scanlengthdistribution="uniform"),
        "workloadf": dict(readproportion=0.5, readmodifywriteproportion=0.5,
                          requestdistribution="zipfian"),
    }
    PROPORTIONS = ("readproportion", "updateproportion", "scanproportion", "insertproportion",
                   "readmodifywriteproportion")

    def test_standard_workloads(self):
        for name, expected in self.EXPECTED.items():
            with self.subTest(workload=name):
                properties = read_properties(os.path.join(WORKLOADS, name))
                self.assertEqual(properties["recordcount"], "1000")
                self.assertEqual(properties["operationcount"], "1000")
                self.assertEqual(properties["workload"], "site.ycsb.workloads.CoreWorkload")
                self.assertEqual(properties["readallfields"], "true")
                for key in self.PROPORTIONS:  # all explicit
                    self.assertEqual(float(properties[key]), float(expected.get(key, 0)), key)
                self.assertAlmostEqual(sum(float(properties[k]) for k in self.PROPORTIONS), 1.0)
                for key, value in expected.items():
                    if key not in self.PROPORTIONS:
                        self.assertEqual(properties[key], value)

    def test_template_documents_every_property(self):
        with open(os.path.join(WORKLOADS, "workload_template"), encoding="utf-8") as handle:
            text = handle.read()
        active = read_properties(os.path.join(WORKLOADS, "workload_template"))
        defaults = {
            "table": "usertable", "fieldcount": "10", "fieldnameprefix": "field",
            "fieldlength": "100", "minfieldlength": "1", "fieldlengthdistribution": "constant",
            "fieldlengthhistogram": "hist.txt", "readallfields": "true",
            "writeallfields": "false", "dataintegrity": "false", "readproportion": "0.95",
            "updateproportion": "0.05", "insertproportion": "0", "scanproportion": "0",
            "readmodifywriteproportion": "0", "requestdistribution": "uniform",
            "zeropadding": "1", "insertorder": "hashed", "minscanlength": "1",
            "maxscanlength": "1000", "scanlengthdistribution": "uniform",
            "hotspotdatafraction": "0.2", "hotspotopnfraction": "0.8",
            "exponential.percentile": "95", "exponential.frac": "0.8571428571",
            "core_workload_insertion_retry_limit": "0",
            "core_workload_insertion_retry_interval": "3", "insertstart": "0",
            "measurementtype": "hdrhistogram", "measurement.interval": "op",
            "hdrhistogram.percentiles": "50,95,99", "histogram.buckets": "1000",
            "timeseries.granularity": "1000", "status.interval": "10",
            "reportlatencyforeacherror": "false", "measurement.trackjvm": "false",
            "workload": "site.ycsb.workloads.CoreWorkload",
        }
        for key, value in defaults.items():
            self.assertEqual(active.get(key), value, key)
        for key in ("insertcount", "recordcount", "operationcount", "maxexecutiontime",
                    "exporter", "exportfile", "latencytrackederrors", "results.dir",
                    "warmup.time", "warmup.ops", "run.id"):
            self.assertIn(key + "=", text)
        for choices in ("constant|uniform|zipfian|histogram",
                        "uniform|zipfian|latest|hotspot|sequential|exponential",
                        "hashed|ordered",
                        "hdrhistogram|histogram|hdrhistogram+histogram|hdrhistogram+raw|"
                        "timeseries|raw",
                        "op|intended|both"):
            self.assertIn(choices, text)


if __name__ == "__main__":
    unittest.main()
