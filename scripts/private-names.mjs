/**
 * The member names of a package that no code outside it ever sees, for the
 * minifier to shorten in its bundle. esbuild's `mangleProps` renames a
 * property name wherever it occurs, on any object, so a name is listed only
 * when the type checker shows that every use of it in the package's source
 * is of a member the package itself declares, and when it is neither part of
 * the package's public types (what its entry point exports, followed
 * through every type they mention) nor written anywhere in the declarations
 * the package draws on from outside (its dependencies, the JavaScript and
 * DOM libraries), in case a value reaches one of those untyped.
 */
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/** Whether identifier `node` names a member (of a class, an object, an interface) rather than a variable. */
function namesMember(node) {
  const p = node.parent;
  if (ts.isPropertyAccessExpression(p)) return p.name === node;
  if (ts.isPropertyDeclaration(p) || ts.isMethodDeclaration(p) || ts.isGetAccessor(p) || ts.isSetAccessor(p) || ts.isPropertySignature(p) || ts.isMethodSignature(p) || ts.isPropertyAssignment(p)) return p.name === node;
  if (ts.isParameter(p) && ts.isConstructorDeclaration(p.parent)) return p.name === node && ts.getEffectiveModifierFlags(p) !== 0;
  if (ts.isShorthandPropertyAssignment(p)) return true;
  return ts.isBindingElement(p) && ts.isObjectBindingPattern(p.parent) && (p.propertyName === node || (!p.propertyName && p.name === node));
}

/**
 * Every name the public types of module `entry` mention, followed through
 * their members, parameters, results and type arguments. Types declared
 * outside the package (`own` says which files are its own) are not
 * followed: every name in those files is kept as it is anyway.
 */
function publicNames(checker, entry, own) {
  const names = new Set();
  const seen = new Set();
  const todo = [];
  const outside = (type) => {
    const decls = (type.aliasSymbol ?? type.getSymbol())?.declarations ?? [];
    return decls.length > 0 && decls.every((d) => !own(d.getSourceFile().fileName));
  };
  for (const exported of checker.getExportsOfModule(checker.getSymbolAtLocation(entry))) {
    const s = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    names.add(exported.name);
    todo.push(checker.getDeclaredTypeOfSymbol(s));
    if (s.declarations?.[0]) todo.push(checker.getTypeOfSymbolAtLocation(s, s.declarations[0]));
  }
  while (todo.length > 0) {
    const type = todo.pop();
    if (!type || seen.has(type)) continue;
    seen.add(type);
    if (type.isUnionOrIntersection()) todo.push(...type.types);
    if (type.objectFlags & ts.ObjectFlags.Reference) todo.push(...checker.getTypeArguments(type));
    if (outside(type)) continue;
    for (const p of checker.getPropertiesOfType(type)) {
      names.add(p.name);
      const at = p.valueDeclaration ?? p.declarations?.[0];
      if (at) todo.push(checker.getTypeOfSymbolAtLocation(p, at));
    }
    for (const sig of [...type.getCallSignatures(), ...type.getConstructSignatures()]) {
      for (const p of sig.parameters) if (p.valueDeclaration) todo.push(checker.getTypeOfSymbolAtLocation(p, p.valueDeclaration));
      todo.push(sig.getReturnType());
    }
  }
  return names;
}

/**
 * The member names of the TypeScript project at `tsconfig` (its `src/`,
 * entry `src/index.ts`) that may be renamed throughout its bundle, sorted.
 */
export function privateNames(tsconfig) {
  const config = ts.getParsedCommandLineOfConfigFile(resolve(tsconfig), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  const src = join(dirname(resolve(tsconfig)), 'src') + '/';
  const own = (fileName) => fileName.startsWith(src);
  // Dependencies are read as they are published (their declaration files), not from their sources.
  const program = ts.createProgram({ rootNames: config.fileNames.filter(own), options: { ...config.options, customConditions: [] } });
  const checker = program.getTypeChecker();
  const unsafe = publicNames(checker, program.getSourceFile(join(src, 'index.ts')), own);
  const candidates = new Set();
  for (const file of program.getSourceFiles()) {
    if (!own(file.fileName)) {
      for (const m of file.text.matchAll(/[A-Za-z_$][\w$]*/g)) unsafe.add(m[0]);
      continue;
    }
    const visit = (node) => {
      if (ts.isIdentifier(node) && namesMember(node)) {
        const p = node.parent;
        // `{ name }` builds or reads an object's member: whose it is, the object's type says.
        const member = ts.isBindingElement(p)
          ? checker.getTypeAtLocation(p.parent).getProperty(node.text)
          : ts.isShorthandPropertyAssignment(p)
            ? checker.getContextualType(p.parent)?.getProperty(node.text)
            : checker.getSymbolAtLocation(node);
        const decls = member?.declarations ?? [];
        if (decls.length > 0 && decls.every((d) => own(d.getSourceFile().fileName))) candidates.add(node.text);
        else unsafe.add(node.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return [...candidates].filter((n) => !unsafe.has(n)).sort();
}

/** Run directly: prints the names of the project whose `tsconfig.json` is given (default: the one here). */
if (process.argv[1] && resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  const names = privateNames(process.argv[2] ?? 'tsconfig.json');
  console.log(names.join('\n'));
  console.error(`${names.length} names`);
}
