@echo off
rem YCSB launcher for Windows (cmd.exe). Same usage as bin/ycsb:
rem
rem   bin\ycsb.bat load, run or shell, then the binding name, then options
rem   bin\ycsb.bat sweep or report, then their arguments
rem   bin\ycsb.bat --help
rem
rem A thin shim, like bin/ycsb and bin/ycsb.sh: it finds java and the core jar (in a source
rem checkout without one it builds core first) and hands the arguments, exactly as typed, to
rem site.ycsb.launcher.LauncherMain, the one implementation of the launchers. That class reads
rem bin\bindings.properties, builds the class path (building stale modules of a checkout), prints
rem the command and runs the client in this console, so Ctrl-C reaches the client, which writes
rem its results; the client's exit code is this script's. %* is passed on unsplit, so cmd.exe
rem never splits "-p recordcount=10" at the = sign.

setlocal DisableDelayedExpansion
set "BIN_DIR=%~dp0"
if "%BIN_DIR:~-1%"=="\" set "BIN_DIR=%BIN_DIR:~0,-1%"
for %%i in ("%BIN_DIR%\..") do set "YCSB_HOME=%%~fi"

rem ---- java ------------------------------------------------------------------------------
set "JAVA="
if defined JAVA_HOME if exist "%JAVA_HOME%\bin\java.exe" set "JAVA=%JAVA_HOME%\bin\java.exe"
if defined JAVA_HOME if not defined JAVA echo ycsb: warning: JAVA_HOME=%JAVA_HOME% has no bin\java.exe; using java from PATH 1>&2
if not defined JAVA for %%j in (java.exe) do set "JAVA=%%~$PATH:j"
if defined JAVA goto find_core
echo ycsb: java not found: install Java 17 or newer, or set JAVA_HOME 1>&2
exit /b 1

rem ---- where LauncherMain is: lib\* of the distribution, or core's jar of a checkout --------
:find_core
set "CP="
if not exist "%YCSB_HOME%\lib\core-*.jar" goto no_distribution
set "CP=%YCSB_HOME%\lib\*"
goto launch
:no_distribution
if exist "%YCSB_HOME%\pom.xml" goto source_tree
echo ycsb: cannot find YCSB in %YCSB_HOME%: expected lib\ ^(distribution^) or pom.xml ^(source tree^) next to bin\ 1>&2
exit /b 1

rem Messages that name paths are outside parenthesised blocks: a folder such as
rem "C:\Program Files (x86)" would end such a block early.
:source_tree
call :core_jar
if defined CP goto launch
if not defined YCSB_NO_BUILD goto build_core
if "%YCSB_NO_BUILD%"=="0" goto build_core
if "%YCSB_NO_BUILD%"=="false" goto build_core
echo ycsb: core not built and YCSB_NO_BUILD is set; build with: mvnw.cmd -B -DskipTests -pl core -am package 1>&2
exit /b 1
:build_core
echo ycsb: building core (first run or sources changed)... 1>&2
pushd "%YCSB_HOME%"
call "%YCSB_HOME%\mvnw.cmd" -q -B -DskipTests -Dcheckstyle.skip -pl core -am package 1>&2
set "BUILD_CODE=%ERRORLEVEL%"
popd
if "%BUILD_CODE%"=="0" goto built
echo ycsb: build failed ^(exit code %BUILD_CODE%^); to see the full output run: mvnw.cmd -B -DskipTests -pl core -am package 1>&2
exit /b %BUILD_CODE%
:built
call :core_jar
if defined CP goto launch
echo ycsb: the build finished but left no jar in core\target 1>&2
exit /b 1

:launch
"%JAVA%" -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xshare:auto -XX:-UsePerfData -cp "%CP%" site.ycsb.launcher.LauncherMain run bin\ycsb.bat "%YCSB_HOME%" "%JAVA%" %*
exit /b %ERRORLEVEL%

rem core\target\core-*.jar without classifier jars, in CP.
:core_jar
for %%f in ("%YCSB_HOME%\core\target\core-*.jar") do call :pick "%%~ff"
goto :eof

:pick
set "NAME=%~n1"
if not "%NAME:-sources=%"=="%NAME%" goto :eof
if not "%NAME:-tests=%"=="%NAME%" goto :eof
if not "%NAME:-javadoc=%"=="%NAME%" goto :eof
set "CP=%~1"
goto :eof
