Muž v oranžové kšiltovce zírá na něco.
Baseballový hráč běží po poli s otevřenou zelenou hračkou před bílým plotem.
Dívka v uniformě se klouže po tyči s klackem.
Pět lidí v zimních bundách a helmách stojí ve sněhu s horou v pozadí.
Lidé opravují střechu budovy.
Muž ve světle zbarveném oblečení fotí skupinu mužů v tmavých oblecích, kteří stojí okolo nich se dívají.
Skupina lidí stojí před chatou.
Chlapec v červeném dresu se snaží vyfotit hráče v modrém dresu, který se pokouší chytit míč, zatímco se snaží chytit míček.
Muž pracuje na budově.
Muž v vestě sedí na židli a drží magazín.
Matka a její mladá dívka si užívají venkovní den.
Muži hrají volejbal, jeden z nich má na sobě tenisový míč během vzduchu.
Žena drží v kuchyni jídlo.
Muž sedí u stolu u stolu v prodejnu.
Tři lidé sedí v jeskyni.
Dívka v džínové sukni jde podél kozu.
Blonďatý muž se drží za ruce s chlapcem v písku.
Žena v šedém svetru a černé kšiltovce stojí ve frontě v obchodě.
Osoba v pruhovaném tričku leze na horu.
Dva muži křičící, zatímco se žena na něj dívají.
Lidé stojí před budovou.
Dospívající chlapec hraje na trumpetu na hřišti.
Žena dělá stojku na pláži na trampolíně.
Muž stojí u skupině lidí v baru.
Žena používá řetěz, zatímco jiný muž fotí.
Žena v růžovém svetru a zástěře čistí stůl s knihami.
Muž řeže dřevo nad stromy.
Skupina asiatů čeká na maso na grilu.
Ženy, které mají na sobě tradiční indické oblečení, křičící záchranné vesty.
Jeden muž drží jiného muže a připravuje se na kameru.
Šest lidí jezdí na kolech skrz travnaté pole.
Dvě blonďaté dívky sedí na římse na přeplněném náměstí.
Dítě cáká ve vodě.
Tři lidé sedí u piknikových stolů venku před budovou, který je vystaveným na něm.
Tři chlapci stojí na molu v plavkách.
Zlatý žena otevírá tašku, zatímco si prohlíží ryby na trhu.
Krásná žena hraje na trombón.
Venkovní budovy, kde se na ně dívá mimo plotny a je vidět zezadu plotu.
Mladá žena se dívá na pizzu.
Muž bez trička v šortkách stojí, zatímco stojí na nějakých kamenech.
Dívka v záchranné vestě plave ve vodě.
Muž v uniformě a muž v modrém tričku stojí před autem.
Lidé sedí uvnitř vlaku.
Dítě se houpe s nohama ve vzduchu.
Muž v červeném tričku prořezává strom.
Dva muži v plavkách skáčou do vzduchu na pláži a za ním je nepořádáníček.
Batole vaří s dalším člověkem.
Otec a dvě děti se perou venku o své děti, a pracují na listí, zatímco pracují na trávě.
Muž vaří jídlo na sporáku.
Muž v džínách na pláži si hraje s červeným míčem.
Lidé chodí po chodníku vedle okna obchodu.
Jezdec na wakeboardista dělá salto, zatímco se houpe na laně.
Velká skupina lidí sbírá odpadky na ulici.
Muž na provazech jde do vody.
Žena v džínách jde kolem autobusové zastávky s ženou, která se dívá přes kameru.
Muž v růžovém tričku sedí v trávě a hází míč do vzduchu.
Auto je zaparkovaný na pláži.
Dva muži v černém oblečení ve městě.
Muž ve žlutých kalhotách zvedá ruce.
Dva muži v kloboucích a s rybářským prutem jdou poblíž vodní plochy.
Tým hokejistů vystupuje na židlích.
Chlapec hraje na saxofon s dospělým a dívá se z okna, zatímco dívka se na něj dívá.
Dav lidí se účastní nějaké veřejného parku.
Muž sedí na lavičce a drží svého psa a dívá se na vodu.
Chlapec a mladší chlapec si spolu hrají na dětském hřišti.
Žena v modrém se dívá na černou tašku, zatímco sedí na lavičce během západu slunce za ní.
Hnědý pes stojí na písečné pláži.
Žena sedí s košíkem plným látku, kde je obklopen látku.
Muž griluje na dvorku.
Žena zpívá v klubu s mikrofonem za ní.
Kytarista hraje v nočním klubu.
Dítě sedí na trávníku a dívá se na kameru.
Dvě ženy a tři muži se dívají na oceán.
Barmanka s knírkem si hraje na ulici, zatímco žena se dívá na modrou kytaru.
Mladá dívka plave v bazénu.
Několik dětí se připravuje venku na představení.
Tři teenageři si hrají v metru.
Hnědý pes chodí v trávě s vyplazeným jazykem.
Lidé sedí v trávě venku před budovou a mají přestávku.
Muž bez trička zírá do dáli zatímco tři ženy chodí okolo obchodu.
Dva mladí chlapci dávají ovoce na kolo.
Muž v černém tričku, čepici a džínách hraje na žlutý bubny.
Mladá žena prohledává obrázek ženy na zdi.
Dva ženské týmy soutěží ve vzduchu a skáčou do vzduchu obklopen dvěma ženami obklopen dvěma ženami.
Muž míchá jídlo v kuchyni.
Chlapec na wakeboardech na jezeře.
Muž pracuje v rohlíku.
Velká skupina lidí z různých národností sedí venku a sedí spolu.
Blonďatá žena nalévá pití na baru.
Malé dítě má na sobě modré tričko a bílé tričko se snaží chytit žlutý balónek.
Žena s růžovými vlasy v černém mluví s mužem.
Muž v japonském obleku připravuje jídlo pro dva lidi.
Dívka přechází řeku přes řeku, aby se dostal z kamene.
Dělník s nářadím klečí vedle tyče vedle dvou žen.
Starší muž otevírá rukama a dívá se nahoru.
Dítě v bílém karate cvičí karate.
Tři muži v maskáčových vestách jsou venku.
Žena fotí miminko které má na sobě růžovou čepici a nese muže.
Skupina asijských dětí sedí u uměleckého stánku s modrými židlemi.
Mladý chlapec v fotbalovém dresu pláče do obličeje.
Šťastná žena se připravuje na diskočku v kavárně.
Stavební dělník řídí těžkém zařízení na trhu.
Žena běží po míči na ženském softballu, žena se snaží chytit míček.
Muž v uniformě pracuje na kolečkových bruslích k dalším člověkem.
Skupina lidí leze v chladném počasí.
Stavební dělník se chystá sjet zábradlí na modré hoře.
Muž dělá stojku na vrchu kulatého sochy.
Dítě sedí u stolu a drží papírovou krabici na obličeji.
Hnědý pes se brodí do jezera.
Matka učící dva mladí chlapci jak ryby k vodě z klidné modré vodě.
Malé dítě jde vedle červené chatrky.
Dívka sedí na kole s dlouhými vlasy, zatímco další dívka fotí.
Černý pes strká míč do vody.
Muž v bílých kalhotách a modré košili kope do žluté rukavice.
Dva Indii se účastní obřadu.
Chlapec s šátkem na hlavě a banánem stojí na matraci v obchodě.
Dva lidé s lidmi pádlují na kánoi během západu slunce.
Lidé stojí v zaplněném metru a venku, zatímco kolem nich je vidět okna.
Muž leze na zeď s ohněm v ruce.
Dva hnědí psi běží skrz sníh.
Na pódiu hrají kapela v malém divadle.
Miminko v koupelně se dívá do foťáku.
Muž sedí vedle počítačových počítačů.
Tato žena má na sobě hrobetě a směje se.
Lidé v budově, jeden z nich fotí.
Čtyři bílí psi s náhubky skáčou přes červenou zeď.
Žena v modrém tričku drží dítě.
Dva lidé sedí na pruhovaných židlích na pláži ve vodě.
Stará žena pracuje na tkalcovském stavu.
Chlapec stojí v popředí a dívá se ven přes jiného muže v kurtu.
Muž v modré bundě chytá malého chlapce.
Tři hnědí psi skáčou na ženu v modrém tričku.
Chlapec visí z okna na okně.
Muž v šedém tričku skáče přes písečnou dunu v poušti.
Dítě ve žlutém tričku skáče nahoru a dolů.
Stavební dělník v žluté bundě rozkládá ryby na budově.
Muž v lesklém obleku si dává palec nahoru.
Skupina pivo se rozmachává svíčkou na baru s vánočními lampy.
Muž odbíhající kru na útesu nad oceánem.
Muž v černém jde ke svému vozu.
Svalnatý pán skáče po míči.
Muž středního věku v modré kšiltovce a modrých uniformách se usmívá před obchodem.
Rodina se prochází v parku.
Muž v zelené bezpečnostní přilbě a žluté bezpečnostní vestě se mračí.
Dítě s růžovou hvězdy tančí na hlavě obklopenými balónky.
Pes s nosem v mixérem něco na řece.
Muž se připravuje na denního světla.
Muž v červeném tričku se připravuje na jídlo.
Mladá žena v bílém drží tenisovou raketu.
Chlapec v červeném tričku kope do písku s žlutým lopatkou.
Člověk v bundě na pouti na dřevěné lavici.
Muž který má na sobě bílé tričko se dívá ven z okna kovové konstrukce.
Žena drží malou sochu.
Šest dětí bez trika si hraje v přírodě a stříká vodu.
Dva lidé jedou na kolech skrz horskou budovou.
Dívka skáče na provazech na chodníku poblíž garáže.
Muž který má na sobě oranžové tričko a helmu.
Malý chlapec si hraje s plastovými kostkami, zatímco se na něj dívá.
Malá holčička otevírá dárek.
Žena v modrém pracuje před kamerou před dvěma ženami.
Malá holčička se snaží omalovánky na gauči
Hnědo-černý pes běží po stezce v lese.
Dva psi si hrají u stromu.
Modro-černý bundě a černých kalhotách jde po schodech do kamery.
Dva muži v zeleném připravují jídlo v restauraci.
Muž oblečený v černém klobouku a kovbojském klobouku jde okolo parketě, který vede prohleduru.
Pes běží venku s žlutou hračkou.
Pes s náhubkem běží ve sněhu.
Rodina si hraje na pláži se svým psem.
Žena a dítě se objímají, zatímco k nim dítě se zdá být.
Dva muži a žena stojí venku.
Skupina mužů používá helikoptéru na lodi pod vodou.
Muž pije ze sklenku a čte si noviny.
Muž oblečený do černé a černé hraje na piano.
Mladý chlapec v modrém dresu a žlutých šortkách hraje fotbal.
Muž stojí na kamenné římse s rukama nad vodou.
Pes pije vodu na trávě.
Dvě ženy v bikinách se dívají na kameru.
Muž sedí na bílé židli a připravuje se na nějnutí.
Malé dítě v zelených botách si hraje v louži.
Muž používá motorovou pilou, aby se dostal bilboard.
Muž sedí u piknikového stolu s lahví a před sebou má v ruce pivo.
Chlapec v černém tričku a modrých džínách drží míč.
Tmavovlasý muž v brýlích a barevné košili sedí na trávě.
Psi běží po závodní dráze.
Světlehnědářující muž s kmenem se natahuje přes barvu na balkóně.
Dva malí psi se perou na sebe.
Toto je skupina lidí, kteří stojí okolo nějaké události.
Hnědo-bílý pes se houpe na hračku.
Muž s bílými vlasy hraje na akordeon uprostřed nějakých budov.
Žena s hnědými vlasy sedí venku na lavičce v kavárně.
Muž vedle kola hraje na elektrickou kytaru.
Dvě děti plavou na kládě a drží provaz.
Muž jede na motorce a předvádí trik na dráze.
Mladá žena s fialovým šátkem na obličeji odpočívá na dřevěné verandě.
Žena v hnědém tričku sedí na jasně červené lavici.
Pes jde po kládě přes malé řece.
Mladý muž v bílém tričku a zelených šortkách stojí na zeleném polštáři.
Skupina lidí, kteří jsou pokryty deštníky.
Muž, který má na sobě velkou ceduli, na jeho kole.
Muž hází kládu do vody, zatímco dva psi ho sledují.
Skupina dam hraje na hudební nástroje pod stanem.
Pohled z rušné ulice na rušné ulici.
Mladá blonďatá žena drží bílý provaz za slunečného dne.
Dva lidé v modrých tričkách jsou venku s býkem.
Černý pes je v bazénu.
Kovboj jede na zádech na střeše na rodeu.
Výletní pracovník předvádí práci na železniční trati.
Pracovník v oranžové vestě používá lopatu.
Dva stavební dělníci mají přestávku a povídají si na verandě.
Tři muži jdou po kopci.
Asijská žena v květinovém oblečení pózuje na mostě blízko něj.
Mladý muž s krátkou kytarou v kuchyni.
Tři chlapci si hrají s bongem a kyblík vody.
Tři stavební dělníci se perou na chodníku.
Lidé se opalují v lese vedle zalesněné oblasti.
Pálkař se shromažďuje v kostele.
Skupina mladých mladistvých skáče v noci na fotce.
Dva muži jedou na kajaku, jeden z nich je oblečen do modré, lyžuje.
Dva dělníci na betonu na cihlové budovy.
Žena v červeném svetru a džínách sedí s rukama na ramenou.
Dva potápěči odpočívají na diskoamerické fotografii a dívají se na něj.
Cestující bez trika a čeká na letišti.
Muž ve žluté bundě se účastní ohně, který se dívá na něj dívá.
Muž a chlapec na kamenné pláži.
Žena na lodi jménem "Lás" dohání vodu, která je do černé vodní plochy.
Chlapec sedí na a dívá se ven z okna.
Mladá bosá dívka v růžových šatech skáče venku.
Mnoho lidí sedí okolo stanu.
Mladý chlapec v černém tričku s nápisem "GASK sedí a hraje na buben.
Muž prodává věci poblíž silnice na kraji silnice, který je napsáno "Gu"
Dívka ve žlutém se směje na dívku která má na sobě oranžové tričko a usmívá se.
Pes skáče přes překážku venku.
Pes s černým obojkem a bláznivý listí.
Dva hnědí psi si hrají v hlíně.
Muž s knírem a vousy drží ceduli, která má na sobě hidličku.
Muž, který má na sobě extrém oblečení jako ingrediediencí v ringu.
Muž v černém tričku rybaří na kamenné cestě.
Dva psi se perou o v nemocnici.
Dva muži se baví na chodníku zatímco kolem auta.
Asiat sedí a čeká na zákazníky.
Těžké auto s vozidly v autobuse.
Dvě ženy v tmavých košilích jdou k kozu.
Malé dítě má na sobě oranžové záchranné vesty a drží na vodě v modrém kajaku.
Lidé chodí na stezce v parku plné parku.
Tři mladí dospělí si povídají v davu lidí, zatímco se na něj dívá.
Žena a dítě před dveřmi od dveří.
Černý muž a dva bílí hráči si dávají své nohy na hlavu.
Dívka v maskáčových kalhotách sedí na vrcholu metra.
Světle hnědý pes běží nahoru.
Chlapec pózuje s velkou zelenou hvězdou v nose.
Plešatý muž předvádí kousek, zatímco jeho hnědý pes skáče s černým psem.
Dav na rušné ulici.
Mokrý pes který má na sobě žlutou a černé a černé běží po trati.
Muž v sandálech sedí na chodníku poblíž nějakých stromů.
Muž a žena sedí na plotu a povídají si.
Dítě se dívá na kávu v obchodě.
Muž pije vodu z žluté kelímků na rušné akci.
Chlapec se opírá o auto s květinami.
Žena v šatech mluví s dětmi před autem.
Muž na svatbě za slunečného dne.
Mladá žena v černém tričku a džínách zametá.
Žena s čepicí leze na útesu poblíž velkého vody.
Velký černý pudl běží na trávě s hračkou v puse.
Chlapec v šortkách dělá trik na skateboardu.
Malý chlapec v červených kalhotách stojí na ulici.
Žena píše na svém mobilu, zatímco je obklopen deštníky.
Osm mužů hraje na nástroje na pódiu s kytarou v pozadí.
Muž v oranžové kombinéze a bezpečnostní přilbě pomáhá s modrým prutem.
Muž a dvě dívky hrají hru, zatímco drží rybářský prut před vodou.
Muž v červeném tričku sleduje psa na překážkové dráze.
Chlapec v červeno-bílých plavkách skáče do za krásného bazénu.
Asijská žena sbírá vlasy na zádech.
Starší žena a malé dítě v růžovém tričku si hrají s barevnými kostkami.
Malý černý pes skáče přes překážku.
Hnědovlasý muž v zeleném tričku hraje venku na trumpetu.
Muž mluví na telefonu s nohama.
Skupina dětí sedí na modré žíněnce, zatímco jí jí jídlo.
Černý chlapec sedí v písku.
Malý pes sleduje dva velcí psi, kteří si hrají na poli.
Lidé sedí v kruhu venku před velkou budovou.
Jeden pes skáče aby chytil míč a druhý se dívá.
Blonďaté dítě se houpe na houpačce.
Jeden muž a dvě ženy spolu konverzují.
Asiat vaří venku jídlo.
Hnědý pes se chystá chytit zelenou frisbee.
Tanečníci si hrají, zatímco hraje na buben.
Mladý chlapec stojí vedle pískové sochy, která se stará o peníze.
Tři malé děti jdou skrz travnaté pole.
Muž vrtá díru na umění na koberci.
Muž na kole jede na horské hoře.
Chlapec v modro-žlutých botách běží po hlíně.
Žena v oranžové bundě sedí na lavičce.
Muž dělá trik na skateboardu.
Muž v uniformě bojového umění ve vzduchu.
Žena prodává ovoce na chodníku.
Dva fotbalové týmy jsou na poli.
Dítě v modrém tričku skáče z lavičky.
Brankář ve žlutém tílku sbírá bowlingovou kouli.
Skupina mladých lidí se fotí v laboratoři.
Mladý muž jede na skateboardu z růžové zábradlí.
Mladý chlapec skáče z postel na postelec na posteli.
Dva lidé ve zvláštních kostýmech podobných kostýmech, jeden z nich stojí na bílé silnici.
Muž běží v modrém tričku s číslem 8.
Asiat v továrně pózuje pro kameru.
Muž, který vypadá že běží, že běží maraton a ukazuje dva holety.
Basketbalový hráč hází míč během hry.
Fotbalový hráč v oranžovém dresu se usmívá a drží fotbalový míč.
Dva horolezci na hlavě se dívají zatímco se ostatní dívají.
Tým v bílo-šedém hřišti na fotbalový míč.
Malá dívka tlačí své koloběžce své děti na travnaté louce.
Skupina asijských dětí oblečených do bílých košilích a někteří z nich se dívají.
Chodci jdou po ulici a dívají se na dítě v květináče.
Hnědý pes běží po písečné pláži.
Dva muži v uniformách stojí vedle ženy.
Hispánec, který je připojení a je přichystaný k odpalu, že je připravená k hodu.
Cyklista přeskakuje překážku.
Pár sedí v bílé židli a usmívá se na kameru.
Mladé děti jsou na malém vlaku.
Surfař v modrých plavkách jede na vlnách.
Chlapec skáče na svůj fotbalový míč.
Dva mladí muži na fotbalovém hřišti se perou o míč na fotbalovém hřišti.
Lidé chodí na kamenné cestě obklopen obchodem.
Mladý chlapec v bílých kalhotách skáče z gauče.
Chlapec v oranžovém tričku lije do tlamy.
Žena která má na sobě hnědé džíny a bílé džíny, drží bílou košili, drží zelenou tašku pod stromem.
Tři lidé se usmívají a drží sandály.
Policista stojí vedle auta na městské ulici.
Dva muži v čepicích.
Chlapec ve vzduchu se snaží chytit fotbalový míč.
Mladý chlapec s modrou čepicí má hlavu dolů.
Zrzavý muž s dredy sedí a hraje na akustickou kytaru.
Muž jí sendvič s miminkem na klíně.
Africký, dítě drží něco, která je ve kterém je obrázek.
Žena řídí dav lidí s výhledem na lidi.
Volkswagen se diváci dívají, zatímco muž středního věku v obleku a muž v obleku drží v ruce ovoce.
Dav si dává pauzu na baru.
Dívka v bílém a dívka v zeleném jde kolem modré dodávky.
Muž používá elektronický stroj.
Osoba surfuje na vlně v oceánu.
Policista kontroluje něco na něco.
Nevěsta a ženich se líbají pod nevěstou a ženich.
Profesor stojí v pozadí, zatímco mladý muž s červenou šálou, si zakrývá oči.
Černo-bílý pes přeskakuje větev stromu během závodu.
Žena která má na sobě svetr a čte si knihu.
Několik mladistvých se dívá přes zábradlí v tmavé místnosti.
Muž v bílém tričku při západu slunce leze na skálu.
Dospívající chlapec se protahuje v kuchyni a je připravená na to, že je jeho postel.
Lidé drží různé druhy bubnů nad zemí.
Tři bruslařky vystřihává zmrzlinu na poli.
Dvě ženy a muž se dívají na knihu.
Tři děti žájí nohy, zatímco stojí poblíž obráceného nápisu.
Kuchař pózuje pro kameru, zatímco vaří.
Mnoho lidí na ulici vypadají, že používat oblečení v květináči.
Dospívající chlapec skáče na kopci se svým kolem.
Malá holčička běží na břehu pláže.
Bílý labradci na vodě ve vodě.
Dva muži vypadají, že stojí před autem a povídají si, zatímco dva lidé stojí za nimi.
Žena v růžové sukni drží miminko.
Hokejista ve žluté uniformě řídí míč.
Muž jde kolem velkého ceduli, která říká "Gu" a je napsáno "Gu"
Tři chlapci v zelených tričkách a béžových kalhotách pózují na vrcholu skluzavky.
Muž tančí s psem mezi nohama.
Bílý pes běží v mělké vodě.
Protestující ingredience pochoduje s kapelou.
Skupina dětí spolu si hraje na oplocené zahradě a dospělý se na něj dívá.
Skupina žen hraje na hudební nástroje spolu.
Malá holčička ve fialové blůze leží na podlaze.
Muž s vlasy se špičatými vlasy na hlavě.
Dva černí psi, černý pes a bílý pes ve sněhu.
Muž v basketbalovém dresu skáče aby chytil bilboard.
Žena sedí venku se svým modrým domem a užívá si dveře.
Děti sedí na muže v obleku s banánem.
Šedý a bílý pes skáčou přes vodu v písku.
Dav se shromáždil ve fontáně v dešti.
Několik mužů, některé v tradičním šátku, na rohu ulice.
Mladý pes se dívá na psa ve sněhu.
Fotbalista ve zlatém dresu odpaluje míč míč z týmu.
Žena v černém tričku plete s fialovou stuhou.
Čtyři ženy asijského původu ve zlatých šatech vystupují, zatímco hrají na baletu.
Osoba hraje na hudební nástroj.
Dívka v černém oblečení s číslem 38 běží s číslem 18 na trávě.
Dítě závodí na lyžích s číslem 8.
Starší muž a mladá dívka při práci pracují na práci.
Svalnatý chlapec si prohlíží mladého chlapce v žlutém tričku.
Pouliční umělec s mostem s auty a nějakými auty.
Muž jede na býku ve vzduchu.
Chlapec skáče aby chytil tenisový míč raketou.
Děti na zdi, zatímco dva lidé se dívají.
Lidé se shromažďují, aby na kterých jsou další dva z nich jsou v pozadí.
Malá dívka kope do černého míče.
Dva muži se snaží zvednout vodu z vody ze skály.
Dva muži tančí breakdance s davem.
Těhotná žena stojí na pódiu a sbírá něco z něčeho, co vypadá co vypadá, co vypadá žehlídka.
Žena leží na gauči a směje se.
Zaměstnanec na zemi ukazuje žádné, jedna žena a jedna žena v černém.
Kajakář skáče na plot.
Tři psi si spolu hrají na hřišti.
Dvě malé děti jsou na písku.
Usmívající se chlapec si hraje v hromadě listí.
Tito čtyři lidé stojí venku s třemi psy.
Zatímco se snaží dát lízátko, jeden z nich ukazuje na kostelní hru.
Dívka v tričku má na sobě otevřenou pusou.
Rodiče odrážející vodu v poušti.
Muž stojí na městské ulici.
Pálkař se připravuje s jídlem na své jídlo.
Dva muži jedou na hliněné cestě, zatímco ho za ním je pozoruje krajinu.
Dva lidé stojí u kmenu stromu.
Mladá dívka si užívá po sněhu, zatímco sněží.
Tři muži se usmívají na fotoaparát a ukazují na své věci.
Osoba si píše na tabuli v prázdné restauraci.
Muž v černém tričku sedí u stolu s tabulí na počítači před sebou.
Čtyři lidé odpočívají na travnatém kopci a koukají se na kamenu.
Chlapec s kytarou skáče do vzduchu a skáče na železniční trati.
Je tam muž v oranžovém tričku který hraje tenis.
Pes s červeným obojkem si čistí zuby s modrým obojkem.
Chlapec si užívá venkovní den.
Pracovník v oranžovém obleku klečí a pracuje na kus stroje.
Muži v kovbojském oblečení stojí na rodeu.
Jsou tam dva psi ve sněhu a jeden z nich má něco v tlamě.
Záchranýř si dává přestávku od nápoje.
Béžový pes běží za bílého psa, který drží žlutou hračku.
Hokejista v bílém dresu s klackem.
Muž v bílém tričku s zlatým nápisem a hraje si na klarinet.
Černý kůň strká hlavu do plotu, snaží se chytit trávu.
Hispánec se stará o své ruce, alejí a kouřící.
Dva muži a dívka se smějí.
Dítě se opírá o okno a je malé dítě, zatímco se dívá na něj.
Černý labradorka o psí pes se prochází po sněhu.
Mladá dívka stojí vedle žluté sochy v kuchyni.
Dvě děti si hrají na hřišti.
Tenista v zeleném tričku drží ruku u pusy.
Chlapec v červeném obleku si hraje ve vodě.
Dítě v červené bundě a čepici drží velkou věc.
Dva policisté v oranžových bundách stojí před bílým stanem.
Dva lidé stojí vedle stromu na zemi.
Dva muži sedí poblíž kamenné budovy.
Hnědovlasá dítě s brýlemi drží blonďaté dítě v červených botách a žlutých botách.
Černo-bílý pes si hraje s bílým míčem.
Dva lidé se líbají na chodníku před budovou, zatímco lidé procházejí kolem nich.
Žena hraje volejbal.
Dva velcí psi bojují na prašné louce.
Hnědý pes skáče přes překážku.
Muž v pruhovaném tričku kouří cigaretu na ulici.
Malá holčička drží malého chlapce na klíně.
Muž se snaží sjet velmi koně, který je na krásném místě.
Děti bojují olivově zbarvenou.
Cyklista se opírá o hory okolo nepořádek na hliněné dráze.
Dva lidé a pes štěkají v kráva.
Mladý chlapec se učí, jak jede na kole s rukama.
Chlapec v červeném tričku a černých šortkách zametá cestu.
Africká rodina stojí před nějakými kostkami.
Muž hraje na nástroj vedle stromu.
Dvě ženy drží ruce za stolem a usmívají se na kameru.
Otec venčí hnědého psa na trávě.
Hráč baseballu v černém tričku právě hodil míč v bílém tričku.
Žena drží velké množství tašek, které je prohledu naponašeně.
Dva psi, jeden z nich má na sobě tenisový míč skrz vysokou trávu.
Dva dospělí a dvě děti sedí na lavičce v parku.
Žena v travnatém poli fouká dohačky.
Muž prodává jídlo k skupině lidí.
Skupina lidí na ulici spolu se shromažďuje na akordeon.
Muž sedí na lavičce a prohlíží si svého iPodu.
Starý muž v metru, v tlumeně osvětleném oblečení čte noviny.
Starší muž v brýlích připravuje maso.
Muž předvádí trik na kole u kola zatímco stojí na motorce a za ním je na něj visí vzhůru nohama.
Muž dělá na pláži na pískové sochy.
Několik lidí v parku jí u piknikového stolu.
Dvě ženy se dělí o strom u stromu.
Kovboj v rodeu se snaží zabránit, že je nepořádání.
Pes skáče skrz překážkovou dráhu.
Obézní žena s dlouhými černými vlasy v růžovém tričku s jmenovkou.
Muž opravuje malou holčičku na kole.
Dvě dívky v bikinách tancují před nějakými koly.
Žlutý pes nese klacek u vody.
Dívka ve svetru dělá salto na slunci.
Horský koncert si dává přestávku.
Tři ženy ve světle zbarveném klobouku a čepici drží chladících chladících boxů.
Hnědý pes kope do bahna.
Mladý chlapec v bílém tričku a rukavicích drží tenisovou raketu.
Dva psi běží od fotoaparátu v lese.
Dívka si hraje v kašně s listy.
Tři mladí labradci stojí a ukazují na to, že si to, že jepla.
Dva turisté sedí na kládě u lesa v lese.
Tři hráči nese míč na zemi.
Dva chlapci přechází ulici, zatímco dva chlapci kope do červeného míče.
Muž drží jiného muže s dalším na zádech.
Bílý pes se ohřívají na něco mimo záběr v pozadí.
Chlapec jede na skateboardu na rampě.
Dlouhovlasý muž hraje na piano a hraje na piano.
Tři atleti mají na sobě svaly stojí na pódiu.
Dvě štěňata v červených šatech jsou v červených šatech.
Mladý chlapec visí na matraci.
Malá dívka v růžovém drží tyč.
Muž v zelené košili skáče ze skokánku na své motorce.
Žena si hraje s dvěma mladí chlapci v parku.
Čtyři lidé hrají fotbal na pláži.
Dvě dospívající dívky se objímají, jeden má na sobě helmu a druhý v pozadí.
Dva velcí psi běží přes sníh.
Žena stojí na zeleném poli a drží bílý pes a ukazuje na hnědého psa.
Prodejce se fotí na venkovním trhu.
Dva lidé sedí u stolu venku u zdi a dělají obličeje.
Dva muži s hadry na molu se smějí.
Dítě leží na béžovém koberci a směje se.
Muž a žena s rukama sedí a dobře oblečení.
Dvě ženy bojují v bazénu.
Muž v bílém tričku jde s nápoji v ruce.
Dva lidé se shromažďují proti slunci na jezeře.
Několik lidí sedí u stolu ve formálním oblečení.
Dvě dívky v modrém oblečení, jedna v růžovém a druhá v růžovém, závodí na kolečkových bruslích.
Čtyři lidé sedí na hromadě kamenů.
Skupina lidí provádí triky na motorce.
Cyklista v cyklistickém vybavení jede skrz les.
Muž v zeleném tričku jde po pláži a nese si boty.
Několik mužů stojí okolo hasičského auta.
Dva muži pracují pod bílou závodní auto.
Děti skáčou z kraje bazénu.
Muž na okraji chodníku se chystá hodit o zeď.
Žena v pruhovaném oblečení na kole.
Dívka v černém pózuje pro kameru.
Muž v šortkách stojí u vody.
Čtyři černí muži sedí na schodech v kostele.
Střízník pracuje v hromadě suti.
Gymnasta v červeno-bílém kostýmu Santy plave na baru.
Starší žena v zeleném svetru jí zeleninu.
Dva muži rybaří v obchodě s nástroji.
Učitelka v bílém a malé dívky v žlutých šatech si hrají s kostkami.
Malé dítě spí v posteli s otevřenou pusou na hru.
Žena jí v trávě na krásném dni.
Muž jde po dlážděné ulici vedle sebe s béžovými dveřmi.
Žena která má na hlavě klobouk s chlebem.
Svalnatý žena používá velkou šardlovou kouli a stojí na poli, zatímco stojí v poli, zatímco stojí v poli.
Muž v karate provádí skok před dvěma dalšími lidmi.
Muž ve formálním oblečení hraje na piano na ulici.
Starší muž sedí na židli a jí nějaké jídlo.
Žena v bílém tričku pracuje za pultem v kavárně.
Muž s pracovním oblečení stojí na zadní části auta.
Dvě děti se dívají na malého koně.
Rodina s několika atrakcemi na němž je namalovaný.
Žena která má na sobě světle růžovou bundu, dělá obličeje a stojí před ženou, která má na sobě fialové tričko, stojí venku před obchodem s brčkem.
Kovbojka podává svou ruku s kapelou.
Muž ve žlutém tričku a muž v tmavě modrém tričku mluví.
Tři asiati sedí na gauči s matkou která má v pozadí.
Dívka v červeném tričku skáče aby chytil tenisový míč.
Muž pózuje s zelenou jeřábem.
Muž zombie s dlouhými blond vlasy se usmívá v restauraci.
Muž vylévá hřebík do auta s mnoha doškami zombie.
Muž v černé bundě hraje na kytaru ve veřejném prostranství.
Skupina tanečníků vystupuje v průvodu.
Muž stojí na útesu a vyhlíží na vodu.
Policista se dívá ven z autobusu.
Dva policisté středního věku sledují diváci na parkovišti.
Dva muži v modrých tričkách se dívají na fotbalový míč.
Skupina mužů v modrých uniformách stojí spolu.
Mladá žena dělá jógu na pláži.
Velký dav lidí stojí v parku a několik lidí si hraje na hudební nástroje.
Muž s kloboukem dělá bojové umění.
Muž griluje maso na venkovním grilu.
Dva muži prodává ovoce na trhu ovoce.
Hnědovlasá žena v bílých bikinách lije nápoj do mikrofonu.
Chlapec ve slunečních brýlích běží za pouti.
Leštič bot drží ruku, aby se zdá být jakobyl k tyči.
Muž v kostkované košili ukazuje z černé rukavice.
Dva muži v bílých kalhotách sedí ve dveřích.
Mladá dívka v červených šatech má na sobě černou čepici.
Muž v červeno-bílém dresu stojí na hřišti a má na sobě žlutý dres s modrým míčem.
Lidé skáčou přes horu s lanem na provaz.
Lidé se dívají na maratonu, zatímco se prochází okolo.
Lidé na počítači před velkým oknem.
Metař na rušném trhu pracuje na jasném koberci.
Muž který má na sobě rukavice nese kukuřici na poli.
Fotografové fotí před oknem obchodu.
Svalnatý žena držící balónky na akci.
Žena sedí v metru a dívá se do budovy s dvěma králíky.
Žena sedí u cihlové zdi uvnitř budovy.
Tři mladé ženy na obličeji sedí, zatímco sedí na červených židlích.
Žena v modrém tričku jde ve vesnici.
Šest dětí sedí na schodu, na kterém jsou sklenice.
Světle hnědý pes si hraje s klackem na pobřeží.
Dva psi si třese psa, který má na sobě hračku.
Dítě na motorce se usmívá.
Osm lidí je seskupeni okolo velké večeři.
Santa Clause se fotí na společenské akci.
Quaterback pochoduje v New Yorku.
Žena v modré helmě a červených kalhotách jede na motorce.
Několik mužů v uniformách, jeden z nich předvádí bojové umění.
Mladá žena a muž oblečení v tělocvičně se dvěma lidmi, kteří jsou v pozadí jsou skupina lidí.
Muž v uniformě jde po ulici s dvěma auty a auty.
Mladá žena leze na skálu.
Starší muž v světle modré bundě pracuje na autě na silnici.
Lidé se dívají přes několik papírů na stole.
Muž zpívá a hraje na kytaru do mikrofonu.
Dva muži sedí v restauraci.
Dvě ženy v šortkách běží po pláži podél vody.
Stavební dělníci mají přestávku u železniční trati.
Pohled z ptačí perspektivy na muže, který stojí v černé zástěře a stojí v bílé zástěře.
Skupina lidí si hraje na věc.
Malá holčička v modrém oblečení leze na kovovou zábradlí na ulici.
Skupina mužů sedí a povídá si za zelenou ovoce.
Muž s žlutým obojkem stojí na mikrofonu pod stanem.
Hnědý pes s fialovým frisbee v tlamě.
Vypadá to, že muž cvičí své bojové umění poblíž vody a dívají se na vodu.
Žena s nápoji a žena s taškou.
Dítě v červeném kabátu mává rukama ve vzduchu, zatímco leží ve sněhu vedle červeného kruhu.
Žena sedí vedle svého psa a dívá se na psy v parku.
Tři muži stojí na pódiu, jeden má na sobě klaunský klobouk a drží kytaru.
Žena si sundavá květin v kmenovém kmenovém kmenu.
Žena v červených šatech tancuje s mužem v obleku.
Dva malí psi se perou s míčem.
Muž s hustými vousy a kšiltovkou sedí na lavičce v parku.
Afroameričan stojí na zahradě se svými věcmi v pozadí.
Mladá dívka se snaží zvednout kus látky.
Asijský lidé sedí v restauraci s žlutými židlemi.
Miminko jí dort, zatímco sedí v dětské židličce a má na sobě brnkátko.
Šedovlasý muž v černých rukavicích se pohybuje po trávě.
Žena čte knihu, zatímco sedí v červených křeslech na červených židlích.
Dítě, které se učí, jak žena na ramenou.
Rodina jde po chodníku, zatímco muž sedí na stromě, zatímco muž s kelímkem.
Kočka sedí na vrchu obchodu s nápisem.
Muž v růžové košili a černé bundě se sluchátky.
Mladý muž se chystá hodit fotbalový míč.
Muž a dívka jdou po indické cestě.
Žena s růžovými vlasy se směje na chodníku a drží růžový míč.
Muž v obleku drží nápoj a jde po chodníku vedle města.
Muž skáče s kameny v pozadí.
Osoba v červené bundě s černými kalhotami drží ceduli s nápisem.
Žena si dává ruku na ruku na člověka.
Muž v bílé zástěře vaří něco s lukem na hlavě.
Žena s batohem a pletenou čepicí čeká na mobilním přechodu.
Skupina mužů jde po městské ulici.
Výhled na silnici vedle domu s mnoha kostkami.
Skupina lidí v černém stojí na molu poblíž dlouhé budovy.
Muž nese několik dospělých a pije pivo.
Muž středního věku sedí a hraje na akordeon.
Dívka s hnědými vlasy, blonďatými vlasy, která stojí venku a drží ceduli.
Mladá dívka v růžovém tričku běží na pláži směrem k oceánu.
Skateboardista v černém tričku a džínách bruslí ve městě.
Muž v bundě fotí velkou budovou.
Lidé na základní fotbalový míč.
Na této fotce je čtyři starší pár lidí v rušné ulici.
Skupina lidí jde po ulici ve slunci.
Ulice blízko ulice plné lidí, kde je několik lidí má na sobě hnědé bundy a sluneční brýle.
Nějaké boty poblíž okna.
Tento hráč v modré helmě odpaluje míč během hry během hry.
Žena ve zlatém kabátu se připravuje na divnutí do objektivu.
Nějací lidé sedí na lavičkách pod stromy před budovou.
Muž v obleku sedí na autobusové zastávce.
Africký muž je obklopen bílými dveřmi přes bílými kyblík a obaly, a má na kterém je napsáno "Gueny"
Mladá žena s hnědými vlasy jí a pije něco.
Muž v obleku a klobouku hraje na kytaru na ulici.
Žena v červené vestě pracuje u počítače.
Lidé stojí okolo kmenu, chodí do práce na jejich obličeje.
Muž používá zrcadlo v zrcadle.
Hudebníci sedí u několik jedinců, jeden z nich sedí a něco poslouchá.
Dva mladí muži jedou na velmi malém koni, který je pokrytá žlutým pytlem.
Žena v šatech jde po ulici kolem budovy.
Sestratý muž v obchodě s logem, který si kupuje jídlo, které si kupuje jídlo.
Muž s brýlemi pracuje na stavbě auta a připravuje se na zem.
Miminko si hraje se svým hračkami a dívá se na bílou sochu.
Dospívající dívka nese na kytaru v lese.
Muž s batohem jde po ulici.
Dva muži spolu mluví před obchodem s oblečením.
Žena v černém drží něco v tlamě.
Skupina lidí sedí venku okolo malého, malého stolu.
Muž jede na kole na rampě.
Žena která má na sobě černou tílku a šortky, se pohybuje ve vzduchu poblíž dáli.
Tři mladé dívky spolu jdou po chodníku.
Žena s dlouhými vlasy je připaný k mexiku.
Muž jede na skateboardu zatímco jiný muž se dívá z chodníku.
Muž v černé kožené bundě stojí před cedulí.
Muž a žena zpívají venku a zpívají.
Mladá dívka s kudrnatými blonďatými vlasy a bílým tričkem leží na trávě a drží květiny.
Mladá žena s týmem v zeleném dresu cvičí na kolečkových bruslích.
Žena si hraje na příjezdové cestě ve žluté lavici.
Muž se krčí, zatímco dělá dvacet v pozadí.
Skupina mužů stojí na travnatém poli.
Rušný denný denní den pro hezký den ve městě.
Muž s cigaretou v puse opravuje talíř s jídlem.
Dva skupiny plavců se perou.
Lidé sedí na lavičce v městském prostředí, kde jsou vystavený maso a stojí poblíž.
Stavební dělníci jsou v bazénu s kyblíkem.
Muž bez trička v černých šortkách stojí na kamenné pobřeží u velké vodní plochy.
Cestující se dívá na hory.
Lidé hrají kulečník, jeden muž má na sobě modré tričko a ostatní se dívají na kameru.
Lidé stojí před sochou a je obklopen vodou.
Žena se dívá na muže, který mluví s rukama.
Muž středního věku v bílých šortkách a žabkách se dívá dolů.
Dva muži oblečení v tmavém tílku a sandálech stojí poblíž velké sochy.
Dva lidé mají zábavu s jejich lodí.
Muž a žena stojí na ulici ve městě.
Hasič oblečený do metra z stanice metra.
Čtyři muži, tři muži, kteří mají na sobě zelené čepice, a ukazují na modrou ceduli s modrými korálky.
Toto je velké množství lidí sedících venku na lavičkách.
Muž v červeném tričku jde okolo tyrkysově zbarveného grilu, který má na které je napsáno "SUESESKE SS.
Policista předvádí nějaké nějaké místo.
Starší muž s cigaretou v puse a jeho čepici zkoumá kameru.
Malý pes si hraje s otevřenou pusou před domem.
Muž v červeném obleku tančí s ženou.
Dva lidé se dívají na v noci na městské ulici.
Dva závodníci v ochranném oblečení, jeden z nich na motorce, kteří se dívají na sebe na motorce.
Několik mužů oblečených v oranžovém se shromažďuje venku na akci.
Dvě mladé dívky běží venku na chodníku před cihlovou budovou.
Dva muži lezou po strmé hoře.
Dítě leží na zemi vedle kočárku.
Pes se stará o muže a žena.
Mnoho lidí na trhu se dívá na různé věci.
Dva mladí muži hrají na elektrickou kytaru.
Potetovaný muž lije pivo z malého muže do pusy.
Dva lidé stojí venku vedle hračky a dělají si děti.
Čtyři lidé jedou na kole na kolech poblíž rušné ulice.
Žena v růžovém tričku a brýlích.
Žena v červeném tričku zvedá ruku nad davem.
Chlapec v bílých šortkách skáče do jezera nebo řeky.
Malá holčička se dívá skrz dalekohled na pláži.
Několik dělníků v oranžových vestách kopou díru do země.
Osoba v mikině stojí před budovou.
Stavební dělníci na něčem jako výzvějí Castra.
Muž jede na koni s nějakými dalšími muži, zatímco jiný muž provádí backflip.
Africký muž jde po ulici.
Dva páry pózují pro fotku.
Žena s dlouhými vlasy píše do sešitu.
Žena v zeleném tričku si povídá na svém mobilu.
Malé dítě nese mladší dítě na zádech.
Skupina lidí sedí na židlích.
Osoba v šátku stojí na ulici před svými věcmi.
Orientální osoba v červeném tričku a černých kalhotách klečí nad betonem.
Černý pes a hnědý pes s míčem.
Muž s černou vestou drží ceduli s modelem letadla.
Muž na poli s letadla.
Muž v obleku a kravatě a žena s laptopem čeká na sebe v průvodu.
Dítě jde po chodníku s několika americkými vlajkami.
Černý pes běží po zelené trávě s otevřenou pusou.
Boxer jede na kole na svém kole v obchodním domě.
Pes se otáčí na trávě aby chytil míč.
Skupina studentů sedí a poslouchá hudbu.
Lidé jedou na motorkách po ulici v noci.
Velký hnědý kůň a muž na kole.
Muž v oranžovém tričku a blonďatému chlapci jedou na kole s dalšími lidmi na rodeu.
Mladý muž a žena blízko velkého kovové sochy.
Loď s červeno-bílo-modrou loďku na molu.
Muž v černé čepici fotí na rušné ulici.
Muž stojí na rušné ulici a dívá se na jeho hlavu do ní.
Žena v černém má malou dívku na ramenou.
Skupina lidí na ulici probírá nástroje.
Svalnatý cyklista se točí u sebe.
Tři lidé jdou nahoru po horské dráze, jedna žena se dívá na kameru.
Několik asiatů v černém oblečení v nějaké stanici.
Žena v červené sukni jde po ulici s graffiti v pozadí.
Kajakář plave na houpačce v modro-bílém oblečení a v růžovém oblečení předvádí sestavu.
Lidé možná ve fontáně, žena sedí v bílých šatech a dívají se na budovu.
Muž sedí na lavičce pod velkým stromem.
Tři muži v červených a bílých košilích, bílých kalhotách a černých kloboucích drží vlajky.
Lidé pracují na uměleckém trhu.
V obchodě s asijskou papírovou papírovou papírovou vlajkou.
Tito lidé lezou po schodech na horu.
Malé dítě v modrém oblečení se dívá na nějaké stromy v dálce.
Lidé se dívají na děti v kavárně.
Muž s kloboukem hraje na buben v ulici.
Chlapec stojí s třemi dětmi.
Usmívající se muž má na sobě batoh, který drží chlapce v brýlích.
Čtyři muži se dívají ven přes zelenou most.
Žena si dává pauzu na dece před modrým domem a užívá si vodu.
Dospělý muž středního věku běží za malým psem, který běží za ním.
Pouliční umělec a ženich je venku ve stánku s jídlem, který je ve městě.
Africký muž, který se stará o sušičky.
Policista na kole čeká na světle zbarvenou show.
Skupina mužů sedí okolo stolu.
Obrovský skupina lidí včetně muže v parku s nápoji.
Žena mluví, zatímco pes jde venku za slunečného dne.
Mladý muž má na sobě šedé tričko a bílé tričko s bílou čelenkou.
Dva lidé jedou na motorce s mnoha dalšími lidmi.
Dvě ženy ve vojenské uniformě stojí s dalšími vojáky na letišti.
Tři dívky se smějí na fotku.
Žena která má na sobě černou brýle a žlutou mikinu a dívá se na žlutou bundu, sedí na světle hnědé lavici.
Zrzavý muž pije z fontány směrem k ženě jako žena.
Dva muži a žena jdou po městské ulici.
Muž středního věku s červenými vlasy a brýlemi drží miminko.
Mladý chlapec v červeném klobouku jede na koni.
Dva chlapci si hrají na chodníku.
Malá dívka v černém obleku drží lopatu na pláži.
Starý muž v klobouku a bundě spí na gauči.
Dva chlapci se dívají na nebe a mávají rukama rukama ve vzduchu.
Mladý pár sedí na chodníku a odpočívá spolu.
Mladý chlapec v tričku a kravatě klečí a ukazuje na ceduli.
Tři lidé sedí venku u stolu, na kterém jsou krávašky.
Chlapec v černém tričku a červeném tričku se natahuje po ulici zatímco ostatní lidé se dívají.
Muž jde před barevnou zdí s barevnými barvou.
Mladý muž jde s dalším mužem, který se dívá na tři další dívky, jsou na něj procházejí.
Muž, který je na stromě, který je v kavárně, je v kavárně.
Pět lidí jde nahoru po schodech vedle ženy v růžové košili a fialové sukni.
Skupina lidí na venkovním trhu.
Dva chlapci jedí jídlo v venkovním prostoru, kde jsou několik lidí.
Žena v džínové bundě jde po chodníku.
Muž jede na kole s jedním mužem, který jede na koloběžce před mužem, muž sedící na zemi.
Muž v tyrkysovém tričku čte noviny.
Chlapec v kočárku má na sobě zelené tričko a drží knihu.
Dvě děti sedí vedle sebe a jí, zatímco jí chaluzi.
Lidé jedou na kolech v helmách a mají na sobě helmy.
Dav lidí jezdí na kolech na kolech.
Muž sedí na stanici metra a za ní je kopitu.
Muž na kole odklízejí nepořádek kleny.
Tohle oblečený muž, který má na sobě extrém oblečení a kouří cigaretu.
Dva muži v oblecích pod deštníkem před graffiti.
Starý hispánec v bílém tričku jede na kole na ulici.
Muž na koni se snaží chytit mladého býka.
Kovboj se snaží chytit tele, zatímco jede na koni.
Dva cyklisté s helmami jezdí na nějaké dlouhé akci.
Muž se naklání nad něčím, co něco táhne.
Muž v motorce jede na vozíku, který je v parku.
Osoba s tetováním se dívá na fotku nebo fotoaparátem
Muž v černém tričku a džínách stojí na chodníku a dívá se na kameru.
Chlapec a dívka stojí spolu na chodníku a dívají se na věc.
Několik lidí v modrém oblečení a jeden v černé sukni a druhý v černé sukni.
Žena a pes sedí na bílé lavici blízko pláže.
Dvě ženy jdou venku ve špinavé budově.
Skupina mužů a dítě v bílých tričkách stojí na silnici.
Žena oblečená do černé a černé nese černou tašku na chodníku.
Skupina mužů sedí okolo stolu a povídají si.
Na straně budovy.
Asiat v rukavicích pracuje u stánku s jídlem.
Žena sedí u stolu zatímco pracuje na počítači.
Osoba se dívá na počítačovou obrazovku stolu s krabici.
Muž sedí na židli a sleduje lidi.
Dva lidé v kloboucích stojí na poli a smějí se.
Nějací lyžaři skáčou přes tyč v kaňonu.
Muž oblečený v botách a kovbojském klobouku sedí na koni, zatímco se diváci dívají.
Dvě mladé dívky sedí na ulici a jí kukuřici.
Tři děti v fotbalových uniformách hrají dva týmy fotbal na fotbalovém hřišti, zatímco dva další muži stojí na fotbalovém hřišti.
Malé dítě s špinavým obličejem je držen ženou.
Muž s brýlemi se dívá do foťáku, zatímco jiný muž v modrém tričku se dívá na něco mimo záběr.
Dva lidé sedí pod stromem a sbírá zelenou krabici.
Mladý chlapec v modré čepici se dívá skrz dalekohled zatímco jiný chlapec se dívá.
Tři muži vaří v malém kuchyni.
Mladá dívka v šedém zimním oblečení lyžuje na zasněženém kopci.
Skupina veslařů se shromáždilo v tanci.
Muž a žena se dělí o koš s rukavicemi a rukavicemi na rukavice.
Mladá dívka sedí na dřevěné židli.
Dva dělníci sváří řetězový plot poblíž rušné ulice.
Dlouhovlasý muž jede na skateboardu na oblačném dni.
Na venkovním náměstí nakupují dva muži a dva muži odklízí sníh.
Muž v bílém tričku hraje na bílou kytaru.
Mladá dívka ukazuje své kamarády, jak používat na kameru.
Malý chlapec skáče z mola do jezera.
Žena s zelenou maskou nanu a za ním se připravuje být velmi nadšený.
Muž v oranžové bundě a modré čepici leze po zasněženém kopci.
Malá holčička s blonďatými vlasy si hraje a hraje v louži.
Dítě jede na kole po uličce s graffiti.
Gymnasta se účastní závodu na akci.
Lidé chodí po ulici s ovocem.
Muž oblečený v tradičním oděvu, oděvu stojí vedle psa, který stojí vedle ní a zdá se, že je vidět.
Dvě děti si hrají na kole.
Dva muži na fotbalovém hřišti hrají fotbal.
Muž skáče a pózuje na fotografii na zemi.
Dívka si dává pití z fontány.
Kameraman dodolní školy při západu slunce.
Muž v laboratorním plášti se dívá skrz mikroskop.
Blonďatá dívka spí na hnědém gauči.
Muž zametá chodník před cihlovou budovou během slunečného dne.
Tři muži vaří v kuchyni.
Muž na lešení před domem, který pózuje před domem a směje se
Dvě dívky v šortkách drží za ruce za ruku.
Čtyři asijské děti sedí na lavičce a smějí se a usmívají se do objektivu.
Děti jezdí na kolech v něčem, co vypadá, jako byli opojistil.
Mladý chlapec, který má na sobě zástěru a zástěru, krájí v kuchyni.
Toto je bílý klaun na školní akci.
Usmívající se loď drží na velké lodi a drží své lodi.
Žluté auto pracuje na špinavé dráze.
Žena v červeném tričku jede na bílém koni, který je na paře.
Žena sedí na velmi velké skále a usmívá se do kamery.
Tři muži v barevných kostýmech se připravují na ulici s lidmi, kteří mají na sobě sluneční brýle.
Dívka si hraje v malém bazénu.
Dvě děti, chlapec ve žlutém tričku a dívka v modro-bílých kalhotách se houpe.
Muž hází síť do sítě do vody.
Muž v šedém tričku, modrých džínách a neonově zelené vestě stojí na železniční trati se ženou v pozadí.
Dva stavební dělníci leží na kovové tyči.
Je tam kapela na pódiu s členy kapely který má na sobě modré tričko.
Sochař v košili zpívá do mikrofonu, zatímco hraje na bicí.
Vypadá to, že muž dává věci z košíku na prodej.
Muž s hůlkou jde po ulici.
Žena která má na sobě bílé tričko, pracuje na výbavu.
Dívka v masce jede na koloběžce přes muže na rušném chodníku.
Dvě dívky, jedna z nich v černém a druhá mladší, vystupují před nimi.
Několik žen vystupuje před budovou.
Plešatý muž jde po chodníku zatímco mluví do mobilu.
Žena si hraje s batohy s malým dítětem v kostýmu.
Skupina lidí sleduje mladého muže, jak hraje na bubny, zatímco používat na hudební nástroje.
Dívka s kočkou a bradkou na kolečko.
Malý bílý auto je na železniční trati nebo možná možná z něj snaží se zabránit.
Dva horolezci zpívají a hrají na tmavém pódiu.
Dívka v baseballové čepici, bílém tričku a modrých šortkách stojí v lese, který stojí v lese.
Dva muži hrají na kytaru před velkým publikem.
Pět lidí tancuje s identifickým nápisem před velkou domem.
Žena a jeho pes prodává zboží na staré schodech.
Žena a dva muži, kteří jsou oblečeni do vzduchu, si povídají.
Skupina mužů v červeno-černých bundách čeká na motorkách.
Muž oblečený v bílém dresu s číslem 38 hraje na fotbal.
Muž prodává zmrzlinu na sportovní akci.
Dva muži z zelených týmů mají na sobě zelené týmové týmové týmové týmové týmové týmové hry.
Děti se připravují na košťatém fotbalovém míči.
Osoba v modrém je na pláži a hází míč na bowlingové dráze.
Několik fotbalistů na hřišti.
Mladý muž sedící na skateboardu drží mobil a pózuje na svém kole.
Žena v modrém běží maraton.
Tato kapela se připravuje na vystoupení před kostelem.
Zde je na protest, který vypadá, že se snaží chytit míč, který se snaží zabránit.
Dva muži se perou na ledu, před davem lidí, který je sleduje.
Muži hrají fotbal na špinavé louce.
Basketbalista v bílém dřepí, zatímco se přibližuje k němu k němu.
Lidé chodí skrz okno, kde je mnoho stromů.
Dva závodníci, jeden v červeném a druhý v modré, jedou na trati, zatímco se diváci dívají.
Fotbalista v bílém dresu drží fotbalový míč.
Velmi šťastný chlapec se dívá, jak si dává pusu na malém věc.
Žena a dítě jdou po ulici.
Hokejový zápas s mnoha lidmi, kteří se dívají.
Tři ženy skáčou na trávě v trávě.
Africký chlapec, který má na sobě modré šortky, červené tričko a bílé tričko, hraje tenis.
Muž a žena v bílých tričkách se objímají.
Muž mluví ke rodina, která drží nějaké nějaký druh zařízení a vypadá, vypadá, že se smějí.
Velmi šťastný chlapec v zeleném tričku leží na bílé posteli.
Extrémní motorkář se zastavil během západu slunce v pozadí.
Žena se houpe na zasněženém místě a má na sobě oblečení.
Čtyři dívky a žena se učí jak používat nějaké věci.
Muž který má na sobě černé a bílé tričko se snaží udělat koně.
Muž si nechává ostříhat vlasy v modrém tričku, která je v modrém tričku, dělá salto.
Žena s červenými vlasy je ve vzduchu v modré vodě.
Dva mladí chlapci pózují na piknikovém stole.
Čtyři děti trénují karate, zatímco dva dospělí se dívají.
Muž lenoší na červené gauči v dřevěné místnosti.
Skupina lidí mluví u stolů.
Dva jezdci na koních, jeden v modré a druhý v červené a druhý v oranžové, závodí v pozadí.
Červené auto je před dvěma auty, v pozadí.
Velký býk, muž s mužem v dresu, který se chystá hodit na rodeu.
Muž bez trička jde k žluté kajaku.
Chlapec na prkénku a rozbíjí.
Dva týmy chlapců hrají fotbal na písku.
Dítě v modré a dítě v bílém stojí na chodníku u betonové zdi.
Žena maluje vzor na květiny na hliněném stole.
Lidé chodí po rušné ulici v cizí zemi.
Kajakář dělá trik pro nadhazovače právě hodil závod.
Dva muži, jeden v černém a druhý v červené, hrají volejbal.
Muž stojí na lodi a drží nějaké síť.
Surfař padá ze svého surfu v oceánu, zatímco se snaží udělat vlnu.
Sestraní se připravuje na brožuxu v kostýmech.
Fotbalisté skáčou do vzduchu aby chytil míč.
Dva chlapci hrají fotbal proti sobě.
Starší člověk přechází ulici s deštníkem v ruce.
Skupina běžců běží směrem ke dvěma králíky.
Skateboardista jede na betonové zdi, zatímco se snaží dotknout dolů.
Lidé hrají hru v bazénu.
Muž se líbá na muže a líbá muže.
Muž středního věku v mladého chlapce v kočárku.
Mladý muž v modré košili jede na zábradlí na skateboardu ve městě.
Asijský muž sedí na železniční trati se s kořením.
Těžký muž oblečený ve vojenské uniformě mává rukama, zatímco lidé sedí v pozadí se dívají na vodu.
Dva auta jedou na závodní dráze.
Muž v černo-bílém dresu drží žlutou bowlingovou kouli a připravuje se na zem.
Dva lidé leží a líbají na trávě.
Velmi malé dítě v džínové kšiltovce jí golf.
Fotbalový hráč běží k míči.
Muž v černé bundě a černé čepici a černých kalhotách si hraje na elektrickou kytaru a hraje na elektrickou kytaru s dalšími muži v pozadí.
Muž skáče přes překážku nad býkem.
Žena v modrém tričku a bílých šortkách hraje tenis.
Muž hraje na pracovním koncertě.
Muž nese velkou kovovou nádobu na rameni svého bratra na ramenou.
Žena s kamerou hází frisbee pro hnědý pes.
Je tu muž ze dvou žen a žena, kteří se dívají na velký předmět.
Dvě dívky tlačí své ruce ruce ve fontáně, zatímco lidé prochází kolem.
Mokrý dítě se usmívá, které má triko s rukama.
Dva muži, jeden v bílém a druhý v modrém, bojují.
Žena v červených bikinách skáče aby chytil míč zatímco si hraje na pláži.
Oranžová blonďatá dívka si dává sklenici v nose.
Žena, která má na sobě žlutou zástěru, se fotí z velkého kelímku.
Dvě děti pracují na malém mostě a používá modrý most.
Dvě africké africké ženy jedou na mopedu po městské ulici, které jsou vidět ve městě v městském prostředí.
Dva chlapci před strojem.
Kajakář v černém jede dolů po špinavé cestě v horách.
Žena s tetováním fotí fotku s kohoutem.
Žena v černém oblečení a bílé helmě jede na kole s stromy v pozadí.
Tým cyklistů u kulatého auta, zatímco se diváci dívají.
Čtyři fotbalisté v černém se perou o míč, zatímco je hráč v bílém špulí.
Běžec, který je na leptišky, je po dvorku, zatímco dva další z nich se rozhlížejí.
Basketbalista v bílém dresu s číslem 96 je na 108.
Muž mluví venku na telefonu.
Protestující hráči baseballu během hry se dívají na hrudnutí do hry.
Cyklista dělá trik na BMX kole v lese.
Tři hráči basketbalu se perou o míč a jeden v červeném dresu se snaží chytit míč.
Chlapec chytá nohu a skáče do vzduchu.
Dvě děti v pruhovaných svetrech a černých kalhotách si hrají venku před obchodem.
Muž ve slunečních brýlích jede na koloběžce.
Malý chlapec který má na sobě mexické zvíře, drží za zády míč před ním.
Šest mužů sedí na poli s dřevěným pytlem.
Hnědý pes je krůtu z ledu z kamene.
Tento muž ve žlutém oblečení drží na hnědém koni.
Muž v bílém tričku a zástěře krájí maso.
Hispánská žena používá venku obličej, aby dokončila.
Maratonový závodníci závodí na městské ulici s dalšími lidmi.
Asiatka v klobouku jede na kole.
Nějaké děti si hrají venku venku v hlíně, které jsou další stromy.
Starší muž hraje video hry video hry.
Dívka na břehu pláže s horou v dálce.
